import OpenAI from 'openai';
import type { z } from 'zod';

export type ModelSettings = { apiKey: string; baseUrl: string; model: string; timeoutMs: number };
export type Message = { role: 'system' | 'user' | 'assistant'; content: string };
type Options = { temperature: number; maxTokens: number };

/** Any failure of the model: no answer, a timeout, an HTTP error, or output that does not validate. */
export class ModelError extends Error {}

/** An OpenAI-compatible chat-completions endpoint (the `openai` package), answers checked on receipt. */
export type ModelClient = {
  readonly model: string;
  /** Structured output against a JSON schema, then validated with zod. */
  json<T>(
    messages: Message[],
    format: { name: string; schema: object },
    check: z.ZodType<T>,
    options: Options,
  ): Promise<T>;
  text(messages: Message[], options: Options): Promise<string>;
};

/** The `openai` engine's client, or null when no key is configured (the builtin engine serves). */
export const modelClientFrom = (settings: ModelSettings): ModelClient | null => {
  if (!settings.apiKey) return null;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl || undefined,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const complete = async (
    messages: Message[],
    options: Options,
    format?: { name: string; schema: object },
  ) => {
    try {
      const answer = await client.chat.completions.create({
        model: settings.model,
        messages,
        temperature: options.temperature,
        max_tokens: options.maxTokens,
        ...(format
          ? {
              response_format: {
                type: 'json_schema' as const,
                json_schema: {
                  name: format.name,
                  schema: format.schema as Record<string, unknown>,
                  strict: true,
                },
              },
            }
          : {}),
      });
      const content = answer.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new ModelError('The model answered nothing.');
      return content;
    } catch (error) {
      if (error instanceof ModelError) throw error;
      throw new ModelError(`The model failed: ${(error as Error).message}`);
    }
  };
  return {
    model: settings.model,
    async json(messages, format, check, options) {
      const content = await complete(messages, options, format);
      let parsed: unknown;
      try {
        parsed = JSON.parse(content);
      } catch {
        throw new ModelError('The model answered invalid JSON.');
      }
      const result = check.safeParse(parsed);
      if (!result.success)
        throw new ModelError(
          `The model's answer does not match the schema: ${result.error.issues[0]?.message}`,
        );
      return result.data;
    },
    async text(messages, options) {
      return (await complete(messages, options)).trim();
    },
  };
};
