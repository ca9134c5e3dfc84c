import { formats, winston } from '@strapi/logger';

export type LogFormat = 'json' | 'pretty';
export type LoggerSettings = { format: string; level: string; production: boolean };

const LEVELS = Object.keys(winston.config.npm.levels);

/** An Error told by shape: socket errors come from another realm under jest, `instanceof` misses them. */
const isErrorLike = (value: unknown): value is Error =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Error).message === 'string' &&
  typeof (value as Error).stack === 'string';

/** JSON.stringify turns an Error into `{}`: its name, message and stack are spelled out. */
const serializeErrors = winston.format((info) => {
  for (const [key, value] of Object.entries(info)) {
    if (isErrorLike(value)) info[key] = { name: value.name, message: value.message, stack: value.stack };
  }
  return info;
});

/** Strapi's pretty print shows the message alone: the stack of an `error` field follows it. */
const appendStack = winston.format((info) => {
  const error = (info as { error?: unknown }).error;
  if (isErrorLike(error)) info.message = `${String(info.message)}\n${error.stack}`;
  return info;
});

const formatOf = (settings: LoggerSettings): LogFormat => {
  const wanted = settings.format.trim().toLowerCase();
  if (wanted === '') return settings.production ? 'json' : 'pretty';
  if (wanted === 'json' || wanted === 'pretty') return wanted;
  throw new Error(`LOG_FORMAT must be "json" or "pretty" (got "${settings.format}")`);
};

/**
 * Strapi's own logger (winston), as `config/logger.ts` configures it: one JSON object a line for
 * a log collector (the default in production), or Strapi's coloured lines for a person at a
 * terminal. The level is winston's npm scale (error … silly).
 */
export const loggerConfig = (settings: LoggerSettings) => {
  const level = settings.level.trim().toLowerCase() || 'info';
  if (!LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${level}")`);
  const format =
    formatOf(settings) === 'json'
      ? winston.format.combine(
          winston.format.errors({ stack: true }),
          winston.format.timestamp(),
          serializeErrors(),
          winston.format.json(),
        )
      : winston.format.combine(appendStack(), formats.prettyPrint());
  return { level, format, transports: [new winston.transports.Console()] };
};
