import type { Core } from '@strapi/strapi';

/** One idempotent unit of seed data; bump `version` when its content changes. */
export type SeedStep = { name: string; version: number; run(strapi: Core.Strapi): Promise<void> };

/** Ordered: later steps may rely on earlier ones (roles before users, countries before cities). */
export const SEED_STEPS: SeedStep[] = [];
