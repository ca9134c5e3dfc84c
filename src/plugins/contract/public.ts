/**
 * The contract module's public entry point: the /api conventions every other module builds on
 * (errors, envelope, validation, pagination, query parsing, route declarations, access, tokens)
 * and typed access to its services. Nothing outside `src/plugins/contract` imports its internals.
 */
export * from './server/errors';
export { respond, successBody, type Meta, type SuccessBody } from './server/http/envelope';
export { jsonBody } from './server/http/body';
export { escapeHtml, safeHref } from './server/http/html';
export { prefersHtml, renderNotice } from './server/http/notice';
export type { Notice, NoticeTone } from './server/presenters/notice-page';
export { validate } from './server/http/validate';
export { toAppError } from './server/http/to-app-error';
export { errorBody, type ErrorBody } from './server/http/error-body';
export { throttleKey, type ThrottledCaller } from './server/middlewares/throttle';
export {
  idempotencyKey,
  idempotencyKeyHeader,
  IDEMPOTENCY_KEY_PARAMETER,
} from './server/http/idempotency-key';
export * from './server/http/rules';
export {
  isRecordId,
  readRecordId,
  recordIdOrNotFound,
  recordIdProblem,
  integerId,
  MAX_RECORD_ID,
  RECORD_ID_SCHEMA,
} from './server/http/record-id';
export { resolveLocale } from './server/http/locale';
export { typeSegment } from './server/http/type-segment';
export { callUpstream, type UpstreamCall } from './server/http/upstream';
export * from './server/pagination/page-request';
export {
  respondWithPage,
  respondWithEmbeddedPage,
  paginationOf,
  laravelMeta,
  type Pagination,
} from './server/pagination/page-response';
export { QueryReader } from './server/query/query-reader';
export * from './server/query/sort';
export { DEFAULT_THROTTLES, throttleTableFrom, type ThrottleTable } from './server/throttle/limits';
export { defineRoutes, type RouteDeclaration, type RouteCore } from './server/routes/define';
export { routeGroup, type RouteGroup, type GroupedRoute, type RouteAlias } from './server/routes/group';
export { validBody, validQuery } from './server/http/declared-input';
export type { RouteDoc, ParamDoc } from './server/openapi/route-doc';
export { envelopeOf, pathsOf, type DocumentedRoute } from './server/openapi/operation';
export { ref, queryParam, pageParams, catalogPageParams, listMeta } from './server/openapi/helpers';
export { toJsonSchema } from './server/openapi/json-schema';
export { ownRoutes, foreignRoutes, type DeclaredRoute } from './server/routes/declared-routes';
export { describeAccess, type Access, type Principal } from './server/auth/access';
export { EMAIL_NOT_VERIFIED, ACCOUNT_BLOCKED_MESSAGE, checkAccess } from './server/auth/check-access';
export { principalSource, type PrincipalSource } from './server/auth/principal-source';
export {
  PER_CALL,
  routeTokenScope,
  tokenScopeRules,
  type TokenScope,
  type RouteTokenScope,
} from './server/auth/token-scopes';
export { fastPathAnswers } from './server/middlewares/cache-fast-path';
export { fastPathCounts } from './server/fast-path/state';
export { strongEtag, matchesIfNoneMatch } from './server/cache/etag';
export { logFailure } from './server/logging/request-log';
export { panelAction } from './server/admin-panel/panel-action';
export { titleFieldOf } from './server/admin-panel/title-field';
export { panelPolicies, registerPanelActions, type PanelAction } from './server/admin-panel/panel-actions';
export { type ContractServices, contract } from './accessor';
