import { z } from 'zod';
import { ADMIN_TYPES } from './services/catalog-types';

/**
 * The admin catalog bodies: `create` strict on required fields, `update` partial. One schema
 * object per collection: the route declares it and the handler validates with the same one.
 */
export type AdminCollection = string;
export const ADMIN_COLLECTIONS: AdminCollection[] = ADMIN_TYPES.map(([name]) => name);

const CREATE = new Map(ADMIN_TYPES.map(([name, type]) => [name, z.object(type.admin!.shape)]));
const UPDATE = new Map(ADMIN_TYPES.map(([name, type]) => [name, z.object(type.admin!.shape).partial()]));
export const createSchema = (collection: AdminCollection) => CREATE.get(collection)!;
export const updateSchema = (collection: AdminCollection) => UPDATE.get(collection)!;
