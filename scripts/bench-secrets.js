/** Fresh secrets for a bench's own scratch instance: nothing of a developer's `.env` is reused. */
const crypto = require('crypto');

const secret = () => crypto.randomBytes(24).toString('base64');

exports.freshSecrets = () => ({
  APP_KEYS: `${secret()},${secret()}`,
  JWT_SECRET: secret(),
  ADMIN_JWT_SECRET: secret(),
  API_TOKEN_SALT: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  ENCRYPTION_KEY: secret(),
  PAYMENT_HMAC_SECRET: secret(),
  REALTIME_APP_SECRET: secret(),
});
