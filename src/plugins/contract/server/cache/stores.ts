import type Redis from 'ioredis';
import { CacheUnavailableError } from './cache-unavailable';

export type CachedResponse = {
  payload: string;
  etag: string;
  headers: Record<string, string>;
  /** The payload encoded once (memory store): answers write these bytes without re-encoding. */
  bytes?: Buffer;
};

/**
 * Where cached responses live. Invalidation bumps a version per tag; an entry's key embeds
 * the versions of its tags, so a bump makes every dependent entry unreachable at once.
 */
export interface ResponseStore {
  versions(tags: string[]): Promise<number[]>;
  bump(tags: string[]): Promise<void>;
  get(key: string): Promise<CachedResponse | null>;
  set(key: string, value: CachedResponse, ttlSeconds: number): Promise<void>;
  clear(): Promise<void>;
}

/**
 * An entry as the memory store keeps it: the payload encoded once, outside the JavaScript heap (a
 * `Buffer`), and decoded only when read as text. Keeping the text beside the bytes doubled what
 * every entry held, and kept thousands of 10 kB strings in the heap the garbage collector walks.
 */
const kept = (value: CachedResponse): CachedResponse => {
  const bytes = Buffer.from(value.payload);
  return {
    etag: value.etag,
    headers: value.headers,
    bytes,
    get payload() {
      return bytes.toString('utf8');
    },
  };
};

export class MemoryResponseStore implements ResponseStore {
  private readonly tagVersions = new Map<string, number>();
  private readonly entries = new Map<string, { value: CachedResponse; expiresAt: number }>();

  constructor(private readonly maxEntries = 5000) {}

  async versions(tags: string[]) {
    return tags.map((tag) => this.tagVersions.get(tag) ?? 0);
  }

  async bump(tags: string[]) {
    for (const tag of tags) this.tagVersions.set(tag, (this.tagVersions.get(tag) ?? 0) + 1);
  }

  async get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: CachedResponse, ttlSeconds: number) {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value: kept(value), expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async clear() {
    this.entries.clear();
    this.tagVersions.clear();
  }
}

export class RedisResponseStore implements ResponseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'respcache',
  ) {}

  /** Every Redis round trip: its failure, whatever ioredis throws, is the store being unavailable. */
  private async io<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.redis);
    } catch (error) {
      throw new CacheUnavailableError(error);
    }
  }

  async versions(tags: string[]) {
    if (tags.length === 0) return [];
    const values = await this.io((redis) => redis.mget(tags.map((tag) => `${this.prefix}:tag:${tag}`)));
    return values.map((value) => Number(value ?? 0));
  }

  async bump(tags: string[]) {
    await this.io((redis) => {
      const pipeline = redis.pipeline();
      for (const tag of tags) pipeline.incr(`${this.prefix}:tag:${tag}`);
      return pipeline.exec();
    });
  }

  async get(key: string) {
    const raw = await this.io((redis) => redis.get(`${this.prefix}:entry:${key}`));
    return raw ? (JSON.parse(raw) as CachedResponse) : null;
  }

  async set(key: string, value: CachedResponse, ttlSeconds: number) {
    const { bytes: _bytes, ...stored } = value;
    await this.io((redis) =>
      redis.set(`${this.prefix}:entry:${key}`, JSON.stringify(stored), 'EX', ttlSeconds),
    );
  }

  async clear() {
    const keys = await this.io((redis) => redis.keys(`${this.prefix}:*`));
    if (keys.length > 0) await this.io((redis) => redis.del(...keys));
  }
}
