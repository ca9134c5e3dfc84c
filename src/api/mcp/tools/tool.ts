import type { Core } from '@strapi/strapi';
import type { z } from 'zod';
import type { TokenScope } from '../../../plugins/accounts/public';
import type { Principal } from '../../../plugins/contract/public';

/** Who calls a tool: the principal the bearer authenticated, and the address the request came from. */
export type Caller = { principal: Principal; ip: string };

/** What a tool answers: the `data` (and `message`, `meta`) of the REST route it mirrors. */
export type ToolAnswer = { data: unknown; message: string; meta?: Record<string, unknown> };

/**
 * One MCP tool: a REST route's work offered to an agent. It calls the route's own service with the
 * route's own validation; `scope` is what a personal access token must hold to call it, `throttle`
 * the route's named throttle when that is not the default one every MCP request already counts.
 */
export type Tool<Input extends z.ZodType = z.ZodType> = {
  name: string;
  title: string;
  description: string;
  scope: TokenScope;
  throttle?: string;
  /** Reads only: the agent may call it freely (an MCP annotation). */
  readOnly?: boolean;
  input: Input;
  run(strapi: Core.Strapi, caller: Caller, input: z.output<Input>): Promise<ToolAnswer>;
};

/** Declares a tool with its input's type inferred, stored beside the others as a plain Tool. */
export const defineTool = <Input extends z.ZodType>(tool: Tool<Input>): Tool => tool as unknown as Tool;
