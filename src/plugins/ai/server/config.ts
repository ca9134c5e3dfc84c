/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §4, §9). */
export default {
  default: {
    openai: { apiKey: '', baseUrl: '', model: 'gpt-4o-mini', timeoutMs: 20000 },
    /** An identical plan or review request within this long is answered from the cache, free. */
    cacheSeconds: 3600,
  },
  validator(config: { openai?: { timeoutMs?: number } }) {
    if (!((config.openai?.timeoutMs ?? 0) > 0))
      throw new Error('ai: AI_TIMEOUT_MS must be a positive number');
  },
};
