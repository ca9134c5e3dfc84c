import type { Core } from '@strapi/strapi';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { checkAccess, errorBody, recordIdOrNotFound, toAppError } from '../../../plugins/contract/public';
import { TRIP_NOT_FOUND, trips } from '../../trip/public';
import type { Caller } from '../tools';
import type { FailureReport } from '../presenters/tool-results';

/** How many of the caller's trips resources/list names (newest first); any other is read by its URI. */
const LISTED_TRIPS = 100;
/** The MCP code of a missing resource (the specification's, not a JSON-RPC one). */
const RESOURCE_NOT_FOUND = -32002;

/** A refusal as a JSON-RPC error whose data is the contract's error (type, status, message). */
const resourceError = (error: unknown, report: FailureReport) => {
  const appError = toAppError(error);
  if (appError.status >= 500) report(appError);
  const code =
    appError.status === 404
      ? RESOURCE_NOT_FOUND
      : appError.status >= 500
        ? ErrorCode.InternalError
        : ErrorCode.InvalidRequest;
  return new McpError(code, errorBody(appError).message, { error: errorBody(appError).error });
};

/**
 * The caller's trips as resources `trip://{id}`: listed (the newest first), and read as the trip
 * with its itinerary in JSON, as GET /trips/{trip} shows it. Both need `trips:read`.
 */
export const serveTripResources = (
  server: McpServer,
  strapi: Core.Strapi,
  caller: Caller,
  report: FailureReport,
) => {
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const denial = checkAccess('verified', caller.principal, 'trips:read');
      if (denial) throw denial;
      return await work();
    } catch (error) {
      throw resourceError(error, report);
    }
  };

  const list = () =>
    guarded(async () => {
      const { items } = await trips(strapi).trips.list(caller.principal, {
        scope: 'all',
        page: 1,
        perPage: LISTED_TRIPS,
      });
      return {
        resources: items.map((trip) => ({
          uri: `trip://${trip.id}`,
          name: trip.title || `Trip ${trip.id}`,
          mimeType: 'application/json',
        })),
      };
    });

  server.registerResource(
    'trip',
    new ResourceTemplate('trip://{id}', { list }),
    {
      title: 'A trip with its itinerary',
      description: 'One of the person’s trips (or a public one) with its itinerary, as get_trip returns it.',
      mimeType: 'application/json',
    },
    (uri, variables) =>
      guarded(async () => {
        const id = recordIdOrNotFound(variables.id, TRIP_NOT_FOUND);
        const trip = await trips(strapi).trips.visible(caller.principal, id);
        const detail = await trips(strapi).view.detail(trip, { viewer: caller.principal.id });
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(detail) }] };
      }),
  );
};
