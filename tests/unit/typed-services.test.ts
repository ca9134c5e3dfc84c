import type { Core } from '@strapi/strapi';
import { accounts } from '../../src/plugins/accounts/public';
import { billing } from '../../src/plugins/billing/public';
import { catalog } from '../../src/api/catalog/public';
import { platform } from '../../src/plugins/platform/public';

/**
 * The accessors are checked by the compiler: each `@ts-expect-error` below fails `tsc` (and so
 * `npm test`) the day a misspelt service or a wrong call would compile.
 */
const misuse = (strapi: Core.Strapi) => {
  // @ts-expect-error a misspelt service name
  void accounts(strapi).tokenz;
  // @ts-expect-error a service of another module
  void billing(strapi).tokens;
  // @ts-expect-error a method the service does not have
  void platform(strapi).lifecycle.runAll;
  // @ts-expect-error a read model asked with an argument it does not take
  void catalog(strapi).reader.list('hotels', { pageSize: 10 });
};

describe('typed service accessors', () => {
  it('reach the service Strapi holds under that name', () => {
    const services: Record<string, unknown> = { tokens: { issue: () => 'issued' } };
    const strapi = {
      plugin: (name: string) => ({
        service: (key: string) => (name === 'accounts' ? services[key] : undefined),
      }),
    };
    expect(accounts(strapi as unknown as Core.Strapi).tokens).toBe(services.tokens);
    expect(typeof misuse).toBe('function');
  });
});
