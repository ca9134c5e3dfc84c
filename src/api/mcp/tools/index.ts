import { getDestination, getWeather, searchDestinations, searchFlights } from './catalog';
import { startCheckout } from './checkout';
import { getAiQuota, planTrip } from './planning';
import type { Tool } from './tool';
import { addToTrip, createTrip, getTrip, listTrips, removeFromTrip } from './trips';

/** Every tool of the MCP server, in the order an agent would use them. */
export const TOOLS: readonly Tool[] = [
  searchDestinations,
  getDestination,
  searchFlights,
  getWeather,
  getAiQuota,
  planTrip,
  listTrips,
  getTrip,
  createTrip,
  addToTrip,
  removeFromTrip,
  startCheckout,
];

export type { Caller, Tool, ToolAnswer } from './tool';
