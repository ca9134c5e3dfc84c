import type { Core } from '@strapi/strapi';
import { countAiCall } from '../../../metrics/public';

export type GenerationRecord = {
  user_id: number;
  kind: 'plan' | 'review' | 'enhance' | 'concierge';
  engine: 'openai' | 'builtin';
  fallback: boolean;
  repaired?: boolean;
  /** Strapi 5 reserves `status` as an attribute name. */
  state: 'success' | 'fallback' | 'failed';
  duration_ms: number;
  items_count?: number | null;
  trip_id?: number | null;
  violations_repaired?: number;
  error?: string | null;
};

const KINDS: Record<GenerationRecord['kind'], string> = {
  plan: 'Trip plan',
  review: 'Trip review',
  enhance: 'Text rewrite',
  concierge: 'Concierge answer',
};

/** What names a record in the admin panel: "Trip plan for user 12, trip 40, 9 items". */
export const summaryOf = (entry: GenerationRecord) =>
  [
    `${KINDS[entry.kind]} for user ${entry.user_id}`,
    entry.trip_id ? `trip ${entry.trip_id}` : null,
    typeof entry.items_count === 'number' ? `${entry.items_count} items` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The AI generation records (analytics): one per operation that ran, cache hits excluded. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** One operation's record from its answer: the engine, whether it fell back, how long since `started`. */
  async recordAnswer(
    userId: number,
    kind: GenerationRecord['kind'],
    answer: { engine: GenerationRecord['engine']; fallback: boolean },
    started: number,
    extra: Partial<GenerationRecord> = {},
  ) {
    await this.record({
      user_id: userId,
      kind,
      engine: answer.engine,
      fallback: answer.fallback,
      state: answer.fallback ? 'fallback' : 'success',
      duration_ms: Date.now() - started,
      ...extra,
    });
  },

  async record(entry: GenerationRecord) {
    countAiCall(entry.kind, entry.engine, entry.state);
    // createMany: one insert, without reading the row back (create reads it again in its own
    // transaction), as nothing here uses it; every AI operation writes one.
    await strapi.db.query('plugin::ai.ai-generation').createMany({
      data: [{ ...entry, summary: summaryOf(entry), error: entry.error?.slice(0, 255) ?? null }],
    });
  },
});
