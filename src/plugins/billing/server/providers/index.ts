import type { Core } from '@strapi/strapi';
import { paymobProvider } from './paymob';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

type PaymobConfig = {
  secretKey: string;
  publicKey: string;
  integrationIds: number[];
  baseUrl: string;
  timeoutMs: number;
};

/** The configured strategy (`PAYMENT_PROVIDER`), read per use so configuration stays the one source. */
export const paymentProvider = (strapi: Core.Strapi): PaymentProvider => {
  const setting = <T>(key: string) => strapi.config.get(`plugin::billing.${key}`) as T;
  const appUrl = setting<string>('appUrl');
  const hmacSecret = setting<string>('hmacSecret');
  if (setting<string>('provider') === 'paymob')
    return paymobProvider({
      ...setting<PaymobConfig>('paymob'),
      hmacSecret,
      notifyUrl: `${appUrl}/api/paymob/webhook`,
      returnUrl: `${appUrl}/api/paymob/callback`,
    });
  return sandboxProvider({ appUrl, hmacSecret });
};
