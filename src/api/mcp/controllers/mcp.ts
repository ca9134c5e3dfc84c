import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { jsonBody, logFailure, type Principal } from '../../../plugins/contract/public';
import { mcpServerFor } from '../protocol/create';
import { assertMcpRequest } from '../protocol/http-request';
import { malformedParams } from '../protocol/params';

/**
 * POST /mcp: the route has already authenticated the bearer (CONTRACT §2.2), counted the throttle
 * and parsed the JSON body; the SDK's transport answers the JSON-RPC message on the raw response,
 * so Koa must not write one of its own (`ctx.respond = false`) — the envelope middleware then sees
 * the status the transport wrote and leaves the body alone.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async handle(ctx: Context) {
    const body = jsonBody(ctx);
    assertMcpRequest(ctx, body);
    const server = mcpServerFor(
      strapi,
      { principal: ctx.state.principal as Principal, ip: ctx.ip },
      { report: (error) => logFailure(strapi, ctx, error), requestId: ctx.state.requestId as string },
    );
    // A client's malformed params are −32602 with the field errors, answered before the SDK's
    // handlers parse them (they would answer −32603).
    const refusal = malformedParams(server.server, body);
    if (refusal) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = refusal;
      return;
    }
    // Stateless: no session id, one server and transport per request, JSON answers (no SSE stream).
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    ctx.res.on('close', () => {
      server
        .close()
        .catch((error: unknown) => strapi.log.warn('MCP server did not close cleanly', { error }));
    });
    await server.connect(transport);
    // Headers set on the context now are written by the transport with its own.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.respond = false;
    try {
      await transport.handleRequest(ctx.req, ctx.res, body);
    } catch (error) {
      // Nothing written yet: the envelope answers the error as on any route.
      if (!ctx.res.headersSent) ctx.respond = true;
      throw error;
    }
  },
});
