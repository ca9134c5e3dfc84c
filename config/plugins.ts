import type { Core } from '@strapi/strapi';
import { createHmac } from 'crypto';
import { throttleTableFrom } from '../src/plugins/contract/server/throttle/limits';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const jwtSecret = env('JWT_SECRET');
  return {
    contract: {
      enabled: true,
      resolve: './dist/src/plugins/contract',
      config: {
        appName: env('APP_NAME', 'Travel Planner'),
        jwt: { secret: jwtSecret, issuer: env('APP_URL', 'http://localhost:1337'), ttlSeconds: 3600 },
        redisUrl: env('REDIS_URL', ''),
        redisPrefix: env('REDIS_PREFIX', 'tp'),
        throttles: throttleTableFrom(process.env),
        accessLog: env.bool('ACCESS_LOG', false),
      },
    },
    'users-permissions': {
      config: {
        // Our tokens are issued and checked by the contract plugin. users-permissions gets a key of
        // its own so that its strategy, which guards Strapi's internal plugin routes, never accepts ours.
        jwtSecret: jwtSecret ? createHmac('sha256', jwtSecret).update('users-permissions').digest('base64') : undefined,
        jwt: { expiresIn: '1h' },
        ratelimit: { enabled: false },
      },
    },
  };
};
