import { frontendPage } from './frontend-page';

describe('frontendPage', () => {
  it.each([
    [
      'http://localhost:8080',
      '/auth/reset.html',
      { token: 'a b', email: 'x@y.test' },
      'http://localhost:8080/auth/reset.html?token=a+b&email=x%40y.test',
    ],
    ['http://localhost:8080/', '/', { token: 't' }, 'http://localhost:8080/?token=t'],
    [
      'https://app.example.test/base/',
      'reset',
      { token: 't' },
      'https://app.example.test/base/reset?token=t',
    ],
  ])('%s + %s', (url, page, params, expected) => {
    expect(frontendPage(url, page, params)).toBe(expected);
  });
});
