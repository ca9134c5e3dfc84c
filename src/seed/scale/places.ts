/**
 * The places of one scaled destination, made from the real seed's patterns (src/seed/catalog):
 * its hotels and restaurants in each of four districts, and its sights, ten kinds in each district.
 * Deterministic: the same destination key gives the same places.
 */
import type { DestinationSeed } from '../catalog/destinations';
import { around, hotelsFor, restaurantsFor, rng, type PlaceSeed } from '../catalog/places';
import { DISTRICTS, SIGHTS } from './names';

type District = (typeof DISTRICTS)[number];

/** A chain's place in one district: its name says which (`Grand Kasira Hotel Harbour`). */
const inDistrict = (place: PlaceSeed, district: District, index: number): PlaceSeed =>
  index === 0 ? place : { ...place, name: `${place.name} ${district.en}`, ar: `${place.ar} ${district.ar}` };

export const scaledHotels = (dest: DestinationSeed) =>
  DISTRICTS.flatMap((district, d) =>
    hotelsFor({ ...dest, key: `${dest.key}:${d}` }).map((hotel) => inDistrict(hotel, district, d)),
  );

export const scaledRestaurants = (dest: DestinationSeed) =>
  DISTRICTS.flatMap((district, d) =>
    restaurantsFor({ ...dest, key: `${dest.key}:${d}` }).map((place) => inDistrict(place, district, d)),
  );

/** Sights: the city's own in the first district (`Kasira Castle`), a district's after (`Harbour Castle`). */
export const scaledAttractions = (dest: DestinationSeed): PlaceSeed[] => {
  const random = rng(`attractions:${dest.key}`);
  return DISTRICTS.flatMap((district, d) =>
    SIGHTS.map((sight) => {
      const name = sight.en.replace('{city}', d === 0 ? dest.name : district.en);
      const ar = sight.ar.replace('{city}', d === 0 ? dest.ar : district.ar);
      return {
        name,
        ar,
        category: sight.category,
        data: {
          description: `${name}, one of the sights of ${dest.name}.`,
          image: `https://images.example.com/attractions/${dest.key}-${d}-${sight.category}.jpg`,
          ...around(dest.lat, dest.lng, 0.3 + random() * 6, random),
          price: Math.round(random() * 40),
          currency: 'USD',
          opening_hours: '09:00-18:00',
          duration_minutes: 60 + 30 * Math.floor(random() * 5),
          rating: Math.round((3.6 + random() * 1.3) * 10) / 10,
        },
        dataAr: { description: `${ar}، من معالم ${dest.ar}.` },
      };
    }),
  );
};
