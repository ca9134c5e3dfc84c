/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §9). */
export default {
  default: {
    appName: 'Travel Planner',
    appUrl: 'http://localhost:1337',
    frontendUrl: 'http://localhost:8080',
    provider: 'sandbox' as 'sandbox' | 'paymob',
    hmacSecret: '',
    encryptionKey: '',
    paymob: {
      secretKey: '',
      publicKey: '',
      integrationIds: [] as number[],
      baseUrl: 'https://accept.paymob.com',
      timeoutMs: 15000,
    },
  },
  validator(config: {
    provider?: string;
    hmacSecret?: string;
    encryptionKey?: string;
    paymob?: { secretKey?: string };
  }) {
    if (!['sandbox', 'paymob'].includes(config.provider ?? ''))
      throw new Error('billing: PAYMENT_PROVIDER must be sandbox or paymob');
    if (!config.hmacSecret)
      throw new Error('billing: PAYMENT_HMAC_SECRET is required (it is generated into .env on first start)');
    if (!config.encryptionKey)
      throw new Error('billing: ENCRYPTION_KEY is required (it is generated into .env on first start)');
    if (config.provider === 'paymob' && !config.paymob?.secretKey)
      throw new Error('billing: PAYMOB_SECRET_KEY is required with PAYMENT_PROVIDER=paymob');
  },
};
