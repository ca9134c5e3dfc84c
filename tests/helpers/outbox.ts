import type { Core } from '@strapi/strapi';

const OUTBOX = 'plugin::queue.outbox-event';

/** The id of the newest recorded domain event (0 when none): a mark to read the next ones from. */
export const lastEventId = async (strapi: Core.Strapi) => {
  const [row] = await strapi.db.query(OUTBOX).findMany({ orderBy: { id: 'desc' }, limit: 1, select: ['id'] });
  return Number(row?.id ?? 0);
};

/** The domain events recorded after `mark` whose topic starts with `prefix`, oldest first. */
export const eventsSince = async (strapi: Core.Strapi, mark: number, prefix = '') =>
  (
    (await strapi.db.query(OUTBOX).findMany({
      where: { id: { $gt: mark }, topic: { $startsWith: prefix } },
      orderBy: { id: 'asc' },
    })) as Array<{ topic: string; payload: Record<string, unknown> }>
  )
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any payload field
    .map((row) => [row.topic, row.payload] as [string, Record<string, any>]);
