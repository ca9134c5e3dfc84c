import { z } from 'zod';
import { callUpstream, UpstreamError } from '../../../plugins/contract/public';
import { type LatLng } from '../../../lib/geo';
import { round } from '../services/routing/round';
import type { Route, Router } from '../services/routing/types';

const osrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({
          type: z.literal('LineString'),
          coordinates: z.array(z.tuple([z.number(), z.number()])),
        }),
      }),
    )
    .min(1),
});

/**
 * An OSRM-compatible HTTP router (`GET /route/v1/driving/{lng,lat;…}?overview=full&geometries=geojson`).
 * Anything but a valid `Ok` answer within the timeout is an `UpstreamError`.
 */
export const osrmRouter = (baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Router => ({
  async route(points: LatLng[]): Promise<Route> {
    const coordinates = points.map((p) => `${p.lng},${p.lat}`).join(';');
    const url = `${baseUrl.replace(/\/$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson`;
    const answer = osrmAnswer.safeParse(await callUpstream('the router', url, { timeoutMs, fetchImpl }));
    if (!answer.success) throw new UpstreamError('the router', 'answered no usable route');
    const [best] = answer.data.routes;
    return {
      distance_km: round(best.distance / 1000, 2),
      duration_minutes: Math.round(best.duration / 60),
      geometry: best.geometry as Route['geometry'],
      engine: 'osrm',
      approximate: false,
    };
  },
});
