import { ModelError, type ModelClient } from '../../adapters/openai/model-client';

export type EngineAnswer<T> = { value: T; engine: 'openai' | 'builtin'; fallback: boolean };

/**
 * The configured engine's answer: the model's when there is one and it answers validly, else the
 * builtin engine's — `fallback: true` when the model was asked and failed.
 */
export const withFallback = async <T>(
  model: ModelClient | null,
  ask: (model: ModelClient) => Promise<T>,
  builtin: () => T | Promise<T>,
): Promise<EngineAnswer<T>> => {
  if (!model) return { value: await builtin(), engine: 'builtin', fallback: false };
  try {
    return { value: await ask(model), engine: 'openai', fallback: false };
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    return { value: await builtin(), engine: 'builtin', fallback: true };
  }
};
