import OpenAI from 'openai';
import type { z } from 'zod';
import { UpstreamError } from '../../../../contract/public';

export type ModelSettings = { apiKey: string; baseUrl: string; model: string; timeoutMs: number };
export type Message = { role: 'system' | 'user' | 'assistant'; content: string };
type Options = { temperature: number; maxTokens: number };
type Format = { name: string; schema: object };

/**
 * Any failure of the model, the one outside system of the AI: no answer, a timeout, an HTTP error,
 * or output that does not validate. The engines answer it with the builtin engine; unhandled, it is a 502.
 */
export class ModelError extends UpstreamError {
  constructor(detail: string, cause?: unknown) {
    super('openai', detail, { cause });
  }
}

/** An OpenAI-compatible chat-completions endpoint (the `openai` package), answers checked on receipt. */
export type ModelClient = {
  readonly model: string;
  /** Structured output against a JSON schema, then validated with zod. */
  json<T>(messages: Message[], format: Format, check: z.ZodType<T>, options: Options): Promise<T>;
  text(messages: Message[], options: Options): Promise<string>;
};

const responseFormat = (format: Format) => ({
  response_format: {
    type: 'json_schema' as const,
    json_schema: { name: format.name, schema: format.schema as Record<string, unknown>, strict: true },
  },
});

const parsed = (content: string): unknown => {
  try {
    return JSON.parse(content);
  } catch (cause) {
    throw new ModelError('The model answered invalid JSON.', cause);
  }
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
  const complete = async (messages: Message[], options: Options, format?: Format) => {
    const request = {
      model: settings.model,
      messages,
      temperature: options.temperature,
      max_tokens: options.maxTokens,
      ...(format ? responseFormat(format) : {}),
    };
    let answer: OpenAI.Chat.Completions.ChatCompletion;
    try {
      answer = await client.chat.completions.create(request);
    } catch (cause) {
      // Whatever the call throws is the call failing: an HTTP error, no answer in time, a broken body.
      throw new ModelError(`The model failed: ${(cause as Error).message}`, cause);
    }
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw new ModelError('The model answered nothing.');
    return content;
  };
  return {
    model: settings.model,
    async json(messages, format, check, options) {
      const result = check.safeParse(parsed(await complete(messages, options, format)));
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
