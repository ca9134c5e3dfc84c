import { distanceKm } from '../../../../lib/geo';
import { greatCircleRouter } from './great-circle';

describe('great-circle routing', () => {
  it('sums the legs in order and times them at the average speed', async () => {
    const points = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
    ];
    const route = await greatCircleRouter(60).route(points);
    const km = distanceKm(points[0], points[1]) + distanceKm(points[1], points[2]);
    expect(route.distance_km).toBeCloseTo(km, 2);
    expect(route.duration_minutes).toBe(Math.round(km));
    expect(route.geometry.coordinates).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(route).toMatchObject({ engine: 'great_circle', approximate: false });
  });
});
