import { distanceKm } from './geo';
import { greatCircleRouter } from './great-circle';

describe('great-circle routing', () => {
  it.each([
    ['Paris → London', { lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 }, 343.5],
    ['New York → Los Angeles', { lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 }, 3935.7],
    ['the same point', { lat: 10, lng: 10 }, { lat: 10, lng: 10 }, 0],
  ])('measures %s', (_, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
  });

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
