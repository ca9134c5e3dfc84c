import type { Knex } from 'knex';

type Payload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  consumed?: number;
};

type RecordRow = { payload: string; expires_at: number | string | null; consumed_at: number | string | null };

export const now = () => Math.floor(Date.now() / 1000);

export const OAUTH_RECORD_UID = 'plugin::accounts.oauth-record';

/** What else follows a grant's storage (the connected apps: grant-mirror.ts). */
export type GrantHooks = {
  saved(grantId: string, payload: Payload, expiresAt: number | null): Promise<void>;
  ended(grantId: string): Promise<void>;
};

/**
 * oidc-provider's storage (its `Adapter` interface) on one table of ours: every kind of record —
 * registered clients, grants, codes, access and refresh tokens, interactions — by model and id, its
 * payload as JSON, with the grant it belongs to (a grant revoked ends all of them in one statement)
 * and when it expires or was used. Every instance reads the same rows: a token issued by one is
 * found by another, and a revocation on one is seen by all at once.
 */
export const recordsAdapter = (knex: () => Knex, table: string, grants: GrantHooks) =>
  class RecordsAdapter {
    constructor(private readonly model: string) {}

    private rows() {
      return knex()(table).where({ model: this.model });
    }

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const row = {
        model: this.model,
        record_id: id,
        payload: JSON.stringify(payload),
        // A grant is its own grant: ending it deletes it with its codes and tokens in one statement.
        grant_id: payload.grantId ?? (this.model === 'Grant' ? id : null),
        uid: payload.uid ?? null,
        expires_at: expiresIn ? now() + expiresIn : null,
      };
      await knex()(table).insert(row).onConflict(['model', 'record_id']).merge();
      if (this.model === 'Grant') await grants.saved(id, payload, row.expires_at);
    }

    private async one(where: Record<string, string>) {
      const row = (await this.rows().where(where).first()) as RecordRow | undefined;
      if (!row || (row.expires_at !== null && Number(row.expires_at) <= now())) return undefined;
      const payload = JSON.parse(row.payload) as Payload;
      return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
    }

    find(id: string) {
      return this.one({ record_id: id });
    }

    findByUid(uid: string) {
      return this.one({ uid });
    }

    // No device flow: no user codes.
    async findByUserCode() {
      return undefined;
    }

    /** Marks the record used, once: a second use finds it consumed (a reused code or refresh token). */
    async consume(id: string) {
      await this.rows().where({ record_id: id }).whereNull('consumed_at').update({ consumed_at: now() });
    }

    async destroy(id: string) {
      await this.rows().where({ record_id: id }).delete();
      if (this.model === 'Grant') await grants.ended(id);
    }

    /** The grant's records of this model (the library asks model by model; the grant is its own). */
    async revokeByGrantId(grantId: string) {
      await this.rows().where({ grant_id: grantId }).delete();
    }
  };
