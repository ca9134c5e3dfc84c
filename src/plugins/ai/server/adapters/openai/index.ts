import type { Core } from '@strapi/strapi';
import { modelClientFrom, type ModelClient, type ModelSettings } from './model-client';

let memo: { key: string; client: ModelClient | null } | null = null;

/** The `openai` engine's client for the current configuration, or null: the builtin engine serves. */
export const modelOf = (strapi: Core.Strapi): ModelClient | null => {
  const settings = strapi.config.get('plugin::ai.openai') as ModelSettings;
  const key = JSON.stringify(settings);
  if (memo?.key !== key) memo = { key, client: modelClientFrom(settings) };
  return memo.client;
};
