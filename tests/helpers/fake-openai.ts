import { createServer, type Server } from 'http';
import { listenLocally } from './local-server';

/** What the fake answers to one chat completion. */
export type Reply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };
export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: object } };
  temperature?: number;
  max_tokens?: number;
};

/** A small OpenAI-compatible chat-completions endpoint on 127.0.0.1 (`{url}/v1/chat/completions`). */
export type FakeOpenAi = {
  url: string;
  /** Decides each answer; tests replace it. */
  reply: (request: ChatRequest, index: number) => Reply;
  requests: ChatRequest[];
  authorizations: string[];
  close(): Promise<void>;
};

export const startFakeOpenAi = async (): Promise<FakeOpenAi> => {
  const fake = {
    reply: () => ({ kind: 'status', status: 500 }),
    requests: [],
    authorizations: [],
  } as unknown as FakeOpenAi;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const request = JSON.parse(raw) as ChatRequest;
      fake.requests.push(request);
      fake.authorizations.push(String(req.headers.authorization));
      const reply = fake.reply(request, fake.requests.length - 1);
      if (reply.kind === 'hang') return;
      if (reply.kind === 'status') {
        res
          .writeHead(reply.status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${fake.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
        }),
      );
    });
  });
  Object.assign(fake, await listenLocally(server));
  return fake;
};

export const content = (value: unknown): Reply => ({
  kind: 'content',
  content: typeof value === 'string' ? value : JSON.stringify(value),
});
