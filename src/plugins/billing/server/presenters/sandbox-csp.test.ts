import { allowFormActionTo } from './sandbox-csp';

describe('allowFormActionTo', () => {
  it.each([
    [
      "default-src 'self';form-action 'self';frame-ancestors 'self'",
      'http://localhost:8080/app',
      "default-src 'self';form-action 'self' http://localhost:8080;frame-ancestors 'self'",
    ],
    [
      "default-src 'self'",
      'https://shop.example.test',
      "default-src 'self';form-action 'self' https://shop.example.test",
    ],
    [
      "form-action 'self' http://localhost:8080",
      'http://localhost:8080',
      "form-action 'self' http://localhost:8080",
    ],
  ])('%s + %s', (policy, frontend, expected) => {
    expect(allowFormActionTo(policy, frontend)).toBe(expected);
  });
});
