import type { Core } from '@strapi/strapi';
import { createHmac } from 'crypto';
import path from 'path';
import { throttleTableFrom } from '../src/plugins/contract/public';
import { softDeleteModels } from '../src/plugins/platform/public';
import { MODULES } from '../src/modules';
import { IMAGE_MIME_TYPES } from '../src/api/catalog/public';
import { TOKEN_TTL_SECONDS } from '../src/plugins/accounts/public';

const socialProvider = (env: Core.Config.Shared.ConfigParams['env'], name: 'google' | 'facebook') => {
  const upper = name.toUpperCase();
  const overrides = {
    authorizeUrl: env(`${upper}_AUTHORIZE_URL`),
    tokenUrl: env(`${upper}_TOKEN_URL`),
    userInfoUrl: env(`${upper}_USERINFO_URL`),
  };
  return {
    clientId: env(`${upper}_CLIENT_ID`, ''),
    clientSecret: env(`${upper}_CLIENT_SECRET`, ''),
    ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value)),
  };
};

/** Our plugins are the ones resolved from src/plugins: the contract checks and documents their routes. */
const OWN_PLUGINS = './dist/src/plugins/';
type PluginEntry = { resolve?: string; config?: Record<string, unknown> };
const withOwnPlugins = <T extends Record<string, PluginEntry> & { contract: PluginEntry }>(plugins: T) => {
  const own = Object.keys(plugins).filter((name) => plugins[name].resolve?.startsWith(OWN_PLUGINS));
  return {
    ...plugins,
    contract: { ...plugins.contract, config: { ...plugins.contract.config, ownPlugins: own } },
  };
};

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const jwtSecret = env('JWT_SECRET');
  const appUrl = env('APP_URL', `http://localhost:${env.int('PORT', 1337)}`);
  const smtpHost = env('SMTP_HOST', '');
  const mailFrom = env('MAIL_FROM', 'no-reply@example.com');
  const appRoot = path.resolve(__dirname, '..', '..');
  const plugins = {
    // First: what the others run on (Redis, guarantees applied at its bootstrap, the drain).
    platform: {
      enabled: true,
      resolve: './dist/src/plugins/platform',
      config: {
        redisUrl: env('REDIS_URL', ''),
        redisPrefix: env('REDIS_PREFIX', 'tp'),
        redisCommandTimeoutMs: env.int('REDIS_COMMAND_TIMEOUT_MS', 100),
        healthProbeTimeoutMs: env.int('HEALTH_PROBE_TIMEOUT_MS', 250),
        // SIGTERM drain: in-flight requests and jobs get this long before the rest is cut off.
        shutdownTimeoutMs: env.int('SHUTDOWN_TIMEOUT_MS', 10000),
      },
    },
    contract: {
      enabled: true,
      resolve: './dist/src/plugins/contract',
      config: {
        appName: env('APP_NAME', 'Travel Planner'),
        throttles: throttleTableFrom(process.env),
        accessLog: env.bool('ACCESS_LOG', false),
        cacheFastPath: env.bool('CACHE_FAST_PATH', true),
      },
    },
    accounts: {
      enabled: true,
      resolve: './dist/src/plugins/accounts',
      config: {
        appName: env('APP_NAME', 'Travel Planner'),
        appUrl,
        frontendUrl: env('FRONTEND_URL', 'http://localhost:8080'),
        frontendResetPath: env('FRONTEND_RESET_PATH', '') || '/auth/reset.html',
        frontendOAuthPath: env('FRONTEND_OAUTH_PATH', '') || '/',
        appKey: env.array('APP_KEYS', [])[0] ?? '',
        // The iss claim: every instance of one deployment shares it, whatever its public URL (CONTRACT §9).
        jwt: { secret: jwtSecret, issuer: env('JWT_ISSUER', '') || env('APP_NAME', '') || 'Travel Planner' },
        mailDir: smtpHost ? null : path.resolve(appRoot, env('MAIL_DIR', 'storage/mail')),
        social: {
          google: { ...socialProvider(env, 'google') },
          facebook: { ...socialProvider(env, 'facebook') },
        },
      },
    },
    billing: {
      enabled: true,
      resolve: './dist/src/plugins/billing',
      config: {
        appName: env('APP_NAME', 'Travel Planner'),
        appUrl,
        frontendUrl: env('FRONTEND_URL', 'http://localhost:8080'),
        provider: env('PAYMENT_PROVIDER', 'sandbox'),
        hmacSecret: env('PAYMENT_HMAC_SECRET', ''),
        encryptionKey: env('ENCRYPTION_KEY', ''),
        paymob: {
          secretKey: env('PAYMOB_SECRET_KEY', ''),
          publicKey: env('PAYMOB_PUBLIC_KEY', ''),
          integrationIds: env.array('PAYMOB_INTEGRATION_IDS', []).map(Number).filter(Number.isFinite),
          baseUrl: env('PAYMOB_BASE_URL', 'https://accept.paymob.com'),
          timeoutMs: env.int('PAYMOB_TIMEOUT_MS', 15000),
        },
      },
    },
    queue: {
      enabled: true,
      resolve: './dist/src/plugins/queue',
      config: {
        // Empty: BullMQ when REDIS_URL is set, else in process (CONTRACT §6).
        driver: env('QUEUE_DRIVER', ''),
        workers: env.bool('QUEUE_WORKERS', true),
        concurrency: env.int('QUEUE_CONCURRENCY', 5),
        attempts: env.int('QUEUE_ATTEMPTS', 5),
        backoffMs: env.int('QUEUE_BACKOFF_MS', 2000),
        lockMs: env.int('QUEUE_LOCK_MS', 30000),
        keepSeconds: 86400,
        // Domain events: how often the relay looks for due ones, how long a delivery holds one.
        outbox: {
          pollMs: env.int('OUTBOX_POLL_MS', 1000),
          leaseMs: env.int('OUTBOX_LEASE_MS', 60000),
          maxBackoffMs: env.int('OUTBOX_MAX_BACKOFF_MS', 300000),
          retainDays: env.int('OUTBOX_RETAIN_DAYS', 7),
          // Deliveries at once per lane; the default lane (in-app, fulfilment) takes QUEUE_CONCURRENCY.
          lanes: { mail: env.int('OUTBOX_MAIL_CONCURRENCY', 10) },
        },
      },
    },
    live: {
      enabled: true,
      resolve: './dist/src/plugins/live',
      config: {
        driver: env('REALTIME_DRIVER', 'embedded'),
        appId: env('REALTIME_APP_ID', 'app-id'),
        appKey: env('REALTIME_APP_KEY', 'app-key'),
        appSecret: env('REALTIME_APP_SECRET', ''),
        // The legacy chat page connects to port 8080; empty: the API's own port only.
        port: env('REALTIME_PORT', '8080') === '' ? null : env.int('REALTIME_PORT', 8080),
        host: env('REALTIME_HOST', '0.0.0.0'),
        // REALTIME_DRIVER=pusher: Pusher Channels, Soketi or Reverb hold the sockets.
        pusher: {
          appId: env('PUSHER_APP_ID', ''),
          key: env('PUSHER_KEY', ''),
          secret: env('PUSHER_SECRET', ''),
          host: env('PUSHER_HOST', ''),
          port: env('PUSHER_PORT', '') === '' ? null : env.int('PUSHER_PORT'),
          scheme: env('PUSHER_SCHEME', 'https'),
          timeoutMs: env.int('PUSHER_TIMEOUT_MS', 5000),
        },
      },
    },
    metrics: {
      enabled: true,
      resolve: './dist/src/plugins/metrics',
      // Unset: GET /api/metrics answers 404 like an unknown route.
      config: { token: env('METRICS_TOKEN', '') },
    },
    reports: {
      enabled: true,
      resolve: './dist/src/plugins/reports',
      config: {
        batchSize: env.int('REPORT_BATCH_SIZE', 2000),
        batchPauseMs: env.int('REPORT_BATCH_PAUSE_MS', 0),
        attempts: env.int('REPORT_ATTEMPTS', 3),
        // Private: only GET /admin/reports/{id}/download reads it (CONTRACT §10), never under public/.
        dir: path.resolve(appRoot, env('REPORTS_DIR', 'storage/reports')),
      },
    },
    ai: {
      enabled: true,
      resolve: './dist/src/plugins/ai',
      config: {
        // Without a key the builtin engine serves (CONTRACT §4).
        openai: {
          apiKey: env('OPENAI_API_KEY', ''),
          baseUrl: env('OPENAI_BASE_URL', ''),
          model: env('AI_MODEL', 'gpt-4o-mini'),
          timeoutMs: env.int('AI_TIMEOUT_MS', 20000),
        },
        cacheSeconds: env.int('AI_CACHE_SECONDS', 3600),
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        // Without SMTP_HOST the message is rendered in memory and written to storage/mail/ by the mailer.
        providerOptions: smtpHost
          ? {
              host: smtpHost,
              port: env.int('SMTP_PORT', 587),
              secure: env.int('SMTP_PORT', 587) === 465,
              ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
              // A mail server that hangs fails the send within this limit (nodemailer's own default
              // is two minutes to connect and ten of socket idleness), like every outside system.
              connectionTimeout: env.int('SMTP_TIMEOUT_MS', 15000),
              greetingTimeout: env.int('SMTP_TIMEOUT_MS', 15000),
              socketTimeout: env.int('SMTP_TIMEOUT_MS', 15000),
              ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
            }
          : { streamTransport: true, buffer: true, newline: 'unix' },
        settings: { defaultFrom: mailFrom, defaultReplyTo: mailFrom },
      },
    },
    upload: {
      config: {
        // The media library holds the catalog's pictures: an upload through it (the admin panel's
        // /upload) must be one of these types, detected from its bytes when a detector knows them
        // (the catalog also requires that it decodes, docs/decisions.md "Catalog images"). Report,
        // setting and profile files are stored by the server, not through this check.
        security: { allowedTypes: IMAGE_MIME_TYPES },
      },
    },
    'soft-delete': {
      enabled: true,
      resolve: './dist/src/plugins/soft-delete',
      config: {
        // Each module's manifest says which of its content types keep a trash.
        models: softDeleteModels(MODULES),
      },
    },
    // The admin panel for its readers: RTL editing of Arabic, links between records (admin routes only).
    panel: {
      enabled: true,
      resolve: './dist/src/plugins/panel',
    },
    'users-permissions': {
      config: {
        // Our tokens are issued and checked by the accounts plugin. users-permissions gets a key of
        // its own so that its strategy, which guards Strapi's internal plugin routes, never accepts ours.
        jwtSecret: jwtSecret
          ? createHmac('sha256', jwtSecret).update('users-permissions').digest('base64')
          : undefined,
        jwt: { expiresIn: `${TOKEN_TTL_SECONDS}s` },
        ratelimit: { enabled: false },
      },
    },
  };
  return withOwnPlugins(plugins);
};
