import type { Core } from '@strapi/strapi';
import { paymobProvider } from './paymob/provider';
import { sandboxProvider } from './sandbox/provider';
import type { PaymentProvider } from './payment-provider';

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
