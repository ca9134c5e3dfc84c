import { compileErrors, validate } from '@readme/openapi-parser';
import { bootStrapi, TestApp } from '../helpers/strapi';

type ApiDocument = Exclude<Parameters<typeof validate>[0], string>;
type Served = { openapi: string; paths: Record<string, Record<string, { parameters?: object[] }>> };

/** The served document passes a maintained OpenAPI 3.1 validator (@readme/openapi-parser). */
describe('the OpenAPI document against the OpenAPI 3.1 specification', () => {
  let app: TestApp;
  let served: Served;

  beforeAll(async () => {
    app = await bootStrapi();
    const answer = await app.http().get('/api/openapi.json');
    expect(answer.status).toBe(200);
    served = answer.body;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is valid, with no error and no warning', async () => {
    expect(served.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(served) as unknown as ApiDocument);
    // The compiled report names each error and where it is, so a failure reads as a fix list.
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('is checked by a validator that refuses a damaged copy of it', async () => {
    const damaged = structuredClone(served);
    // The path parameter of a destination left undescribed: what a route without `params` would give.
    delete damaged.paths['/destinations/{id}'].get.parameters;
    const result = await validate(damaged as unknown as ApiDocument);
    expect(result.valid).toBe(false);
    expect(compileErrors(result)).toMatch(/id/);
  });
});
