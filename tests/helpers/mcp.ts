import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a tool call answered: the structured content, whether it is a tool error, and its text. */
export type ToolReply = { isError: boolean; body: Json; text: string };

/**
 * The SDK's own client over HTTP against `/api/mcp` of a running instance, with a bearer header;
 * `seen` collects the text of every answer (the tests look for secrets in it).
 */
export const connectMcp = async (baseUrl: string, token: string | null, seen: string[] = []) => {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
    requestInit: { headers },
  });
  const client = new Client({ name: 'mcp-test-agent', version: '1.0.0' });
  await client.connect(transport);
  const call = async (name: string, args: Json = {}): Promise<ToolReply> => {
    const result = await client.callTool({ name, arguments: args });
    const text = (result.content as Array<{ type: string; text?: string }>)
      .map((part) => part.text ?? '')
      .join('');
    seen.push(JSON.stringify(result));
    return { isError: Boolean(result.isError), body: JSON.parse(text), text };
  };
  return { client, call, close: () => client.close() };
};

export type McpAgent = Awaited<ReturnType<typeof connectMcp>>;
