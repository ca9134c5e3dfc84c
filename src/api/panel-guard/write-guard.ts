import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { createdInPanel, isOwned, ownedFields } from './owned-fields';

type DocumentContext = {
  uid: string;
  action: string;
  params: { documentId?: string; data?: Record<string, unknown> };
};
type Next = () => Promise<unknown>;
type Attribute = { type: string; default?: unknown };

const CREATING = new Set(['create', 'clone']);

/** The Content Manager's admin API: the only writer the panel has. */
const fromPanel = (strapi: Core.Strapi) =>
  Boolean(strapi.requestContext.get()?.request.path.startsWith('/content-manager/'));

/** Values as the form sends them and as the database returns them, made comparable. */
const comparable = (attribute: Attribute | undefined, value: unknown) => {
  // An unset flag and an unticked box are the same answer (SQLite also stores them as 0 and 1).
  if (attribute?.type === 'boolean') return Boolean(value);
  if (value === undefined || value === null || value === '') return null;
  if (attribute && ['datetime', 'date'].includes(attribute.type)) return new Date(value as string).getTime();
  if (attribute?.type === 'json') return JSON.stringify(value);
  if (attribute && ['integer', 'biginteger', 'decimal', 'float'].includes(attribute.type))
    return Number(value);
  return String(value);
};

/**
 * Refuses a panel save that changes what a state machine owns (the modules' owned fields): an order's or a
 * payment's state, a provider reference, a secret… The edit view shows these fields read-only, and
 * this keeps the API behind it honest. The form sends every field back, so a save that leaves them
 * as stored passes. The refusal is a validation error, which the panel shows with its message and
 * marks the fields of. The billing, trip and report services write through the query engine, never
 * through the document service from a panel request, so their own writes are not concerned.
 */
export const guardPanelWrites = (strapi: Core.Strapi) => async (ctx: DocumentContext, next: Next) => {
  const table = ownedFields.of(strapi);
  const owned = table[ctx.uid];
  if (!owned || !['create', 'clone', 'update'].includes(ctx.action) || !fromPanel(strapi)) return next();
  const model = strapi.contentType(ctx.uid as never) as unknown as { attributes: Record<string, Attribute> };
  if (CREATING.has(ctx.action) && !createdInPanel(owned))
    throw new errors.ValidationError(`These records are created by ${owned.owner}, not in the panel.`);
  const data = ctx.params.data ?? {};
  const touched = Object.keys(data).filter(
    (field) => isOwned(table, ctx.uid, field) && field in model.attributes,
  );
  if (touched.length === 0) return next();
  const stored = CREATING.has(ctx.action)
    ? Object.fromEntries(touched.map((field) => [field, model.attributes[field].default]))
    : ((await strapi.db.query(ctx.uid as never).findOne({
        where: { documentId: ctx.params.documentId },
        select: touched,
      })) as Record<string, unknown> | null);
  if (!stored) return next();
  const changed = touched.filter(
    (field) =>
      comparable(model.attributes[field], data[field]) !== comparable(model.attributes[field], stored[field]),
  );
  if (changed.length === 0) return next();
  const message = `${changed.join(', ')} ${changed.length > 1 ? 'are' : 'is'} set by ${owned.owner} and cannot be changed in the panel.`;
  throw new errors.ValidationError(message, {
    errors: changed.map((field) => ({
      path: [field],
      message: `Set by ${owned.owner}.`,
      name: 'ValidationError',
    })),
  });
};
