import { errors as strapiErrors } from '@strapi/utils';
import { AppError, ValidationError } from '../errors';
import { errorBody } from './error-body';
import { requestIdFrom } from './request-id';
import { toAppError } from './to-app-error';
import { strongEtag, matchesIfNoneMatch } from '../cache/etag';

const mapped = (error: unknown) => {
  const app = toAppError(error);
  return [app.status, app.type];
};

const httpError = (status: number, type?: string, message = 'boom') =>
  Object.assign(new Error(message), { status, type, expose: status < 500 });

describe('toAppError', () => {
  it.each<[string, unknown, [number, string]]>([
    [
      'our own errors as they are',
      new ValidationError([{ field: 'a', message: 'b' }]),
      [422, 'validation_error'],
    ],
    ['malformed JSON from koa-body', httpError(400, 'entity.parse.failed'), [400, 'bad_request']],
    [
      'invalid JSON as co-body reports it',
      Object.assign(new SyntaxError('Unexpected end of JSON input'), { status: 400 }),
      [400, 'bad_request'],
    ],
    ['a body over the limit', httpError(413, 'entity.too.large'), [413, 'payload_too_large']],
    ['an unsupported media type (wrong content type is a 400)', httpError(415), [400, 'bad_request']],
    [
      'an upload over the file limit',
      new Error('options.maxFileSize (5242880 bytes) exceeded'),
      [413, 'payload_too_large'],
    ],
    [
      "Strapi's ValidationError",
      new strapiErrors.ValidationError('bad', {
        errors: [{ path: ['items', '0', 'type'], message: 'required' }],
      }),
      [422, 'validation_error'],
    ],
    ["Strapi's UnauthorizedError", new strapiErrors.UnauthorizedError(), [401, 'unauthenticated']],
    ["Strapi's ForbiddenError", new strapiErrors.ForbiddenError(), [403, 'forbidden']],
    ["Strapi's PolicyError", new strapiErrors.PolicyError('nope'), [403, 'forbidden']],
    ["Strapi's NotFoundError", new strapiErrors.NotFoundError(), [404, 'not_found']],
    ["Strapi's RateLimitError", new strapiErrors.RateLimitError(), [429, 'too_many_requests']],
    ['an http 500', httpError(500), [500, 'server_error']],
    ['anything else', new TypeError('x is undefined'), [500, 'server_error']],
    ['a thrown string', 'oops', [500, 'server_error']],
  ])('maps %s', (_, error, expected) => {
    expect(mapped(error)).toEqual(expected);
  });

  it('keeps the field paths of Strapi validation errors with dots', () => {
    const error = toAppError(
      new strapiErrors.ValidationError('bad', {
        errors: [{ path: ['items', '0', 'type'], message: 'required' }],
      }),
    );
    expect(error.extras.validation_errors).toEqual([{ field: 'items.0.type', message: 'required' }]);
  });
});

describe('errorBody', () => {
  it('is the envelope of CONTRACT §1.2 with extras', () => {
    const body = errorBody(
      new ValidationError([{ field: 'email', message: 'The email field is required.' }]),
    );
    expect(body).toEqual({
      success: false,
      message: 'The provided data is invalid.',
      error: {
        type: 'validation_error',
        status: 422,
        message: 'The provided data is invalid.',
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        validation_errors: [{ field: 'email', message: 'The email field is required.' }],
      },
    });
  });

  it('never shows the message of an internal error, and adds the request id on 5xx', () => {
    const body = errorBody(toAppError(new Error('select * from secrets failed at /srv/app.js:12')), 'req-1');
    expect(body.message).toBe('An unexpected error occurred.');
    expect(JSON.stringify(body)).not.toContain('secrets');
    expect(body.error.request_id).toBe('req-1');
  });

  it('keeps a public 5xx message but no extras can override the core fields', () => {
    const body = errorBody(
      new AppError(503, 'upstream_unavailable', 'Weather is unavailable.', {
        extras: { type: 'hijack', status: 200 },
        isPublic: true,
      }),
      'r',
    );
    expect(body.error).toMatchObject({
      type: 'upstream_unavailable',
      status: 503,
      message: 'Weather is unavailable.',
      request_id: 'r',
    });
  });
});

describe('requestIdFrom', () => {
  it('echoes sane ids and replaces anything else', () => {
    expect(requestIdFrom('abc-123_DEF.4:5')).toBe('abc-123_DEF.4:5');
    expect(requestIdFrom('has space')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('x'.repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('etag', () => {
  it('is strong, stable and content-addressed', () => {
    expect(strongEtag('{"a":1}')).toBe(strongEtag('{"a":1}'));
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
    expect(strongEtag('x')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const tag = strongEtag('x');
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
