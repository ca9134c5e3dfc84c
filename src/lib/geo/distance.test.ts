import { distanceKm } from './distance';

describe('great-circle distance', () => {
  it.each([
    ['Paris → London', { lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 }, 343.5],
    ['New York → Los Angeles', { lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 }, 3935.7],
    ['the same point', { lat: 10, lng: 10 }, { lat: 10, lng: 10 }, 0],
  ])('measures %s', (_, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
  });
});
