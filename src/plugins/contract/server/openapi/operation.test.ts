import { z } from 'zod';
import { type DocumentedRoute, operationOf, pathsOf } from './operation';

const route = (overrides: Partial<DocumentedRoute> = {}): DocumentedRoute => ({
  method: 'POST',
  path: '/things/{id}',
  access: 'verified',
  throttle: 'api',
  deprecated: false,
  body: 'json',
  doc: { tag: 'Things', summary: 'Change a thing', params: { id: 'Thing id' } },
  ...overrides,
});

describe('operationOf', () => {
  it('states the access and throttle of the declaration', () => {
    const operation = operationOf(route({ access: { permission: 'manage things' }, throttle: 'checkout' }));
    expect(operation).toMatchObject({ 'x-access': 'permission:manage things', 'x-throttle': 'checkout' });
    expect(operation).not.toHaveProperty('security');
    expect(operationOf(route({ access: 'public' }))).toMatchObject({ security: [] });
  });

  it('documents the zod body the handler validates, with 400 and 413', () => {
    const body = z.object({ name: z.string().min(1), count: z.number().int().optional() });
    const operation = operationOf(route({ doc: { ...route().doc, body } })) as unknown as {
      requestBody: { content: Record<string, { schema: { required: string[]; properties: object } }> };
      responses: Record<string, unknown>;
    };
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['name']);
    expect(Object.keys(schema.properties)).toEqual(['name', 'count']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '413', '429']));
  });

  it('turns a zod query into query parameters, required ones marked', () => {
    const query = z.object({ q: z.string(), page: z.number().optional() });
    const operation = operationOf(route({ method: 'GET', doc: { ...route().doc, query } })) as unknown as {
      parameters: Array<{ name: string; in: string; required?: boolean }>;
    };
    expect(operation.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['id', 'path', true],
      ['q', 'query', true],
      ['page', 'query', undefined],
    ]);
  });

  it('refuses a path parameter the declaration does not describe', () => {
    expect(() => operationOf(route({ path: '/things/{id}/parts/{part}' }))).toThrow(
      /"part" is not described/,
    );
  });

  it('groups operations by path', () => {
    const paths = pathsOf([route(), route({ method: 'DELETE' })]);
    expect(Object.keys(paths['/things/{id}'])).toEqual(['post', 'delete']);
  });
});
