import type { Core } from '@strapi/strapi';

type PermissionRow = { name: string; roles?: Array<{ type: string }> };

const CACHE_MS = 30_000;

/**
 * Role → permission names, read from the permission table that editors change in the admin
 * panel. Cached for a short while; a change made through this instance clears it at once,
 * other instances see it within CACHE_MS.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let byRole: Map<string, Set<string>> | null = null;
  let loadedAt = 0;

  const load = async () => {
    const rows = (await strapi.db.query('plugin::accounts.permission').findMany({
      select: ['name'],
      populate: { roles: { select: ['type'] } },
    })) as PermissionRow[];
    const map = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const role of row.roles ?? []) {
        if (!map.has(role.type)) map.set(role.type, new Set());
        map.get(role.type)!.add(row.name);
      }
    }
    return map;
  };

  return {
    invalidate() {
      byRole = null;
    },
    async forRoles(roles: string[]): Promise<ReadonlySet<string>> {
      if (!byRole || Date.now() - loadedAt > CACHE_MS) {
        byRole = await load();
        loadedAt = Date.now();
      }
      const names = new Set<string>();
      for (const role of roles) byRole.get(role)?.forEach((name) => names.add(name));
      return names;
    },
    async holds(roles: string[], permission: string) {
      return roles.includes('super_admin') || (await this.forRoles(roles)).has(permission);
    },
  };
};
