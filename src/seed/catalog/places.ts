/**
 * Hotels, restaurants and flights generated around the real destinations: deterministic
 * (seeded by the destination key), priced by the country's cost level, placed 0.4–6 km from
 * the centre so every place lies within the city.
 */
import { z } from 'zod';
import { seedData } from '../seed-data';
import type { DestinationSeed } from './destinations';
import costLevelsJson from './data/cost-levels.json';
import cuisinesJson from './data/cuisines.json';
import hotelTemplatesJson from './data/hotel-templates.json';
import restaurantTemplatesJson from './data/restaurant-templates.json';
import hubsJson from './data/hubs.json';

export const rng = (seed: string) => {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A point `km` away from the centre in a random direction. */
export const around = (lat: number, lng: number, km: number, random: () => number) => {
  const angle = random() * 2 * Math.PI;
  return {
    latitude: round(lat + (km * Math.cos(angle)) / 111.32, 6),
    longitude: round(lng + (km * Math.sin(angle)) / (111.32 * Math.cos((lat * Math.PI) / 180)), 6),
  };
};

/** Relative price level of each country (1 = the world average) used for hotels and meals. */
const COST = seedData('seed/catalog/data/cost-levels.json', costLevelsJson, z.record(z.string(), z.number()));

/** The local cuisine of each country, in English and Arabic. */
const CUISINE = seedData(
  'seed/catalog/data/cuisines.json',
  cuisinesJson,
  z.record(z.string(), z.tuple([z.string(), z.string()])),
);

export type PlaceSeed = {
  name: string;
  ar: string;
  data: Record<string, unknown>;
  dataAr: Record<string, unknown>;
  category?: string;
};

/** Names are patterns: `{city}` stands for the city's name. */
const HOTEL_TEMPLATES = seedData(
  'seed/catalog/data/hotel-templates.json',
  hotelTemplatesJson,
  z.array(
    z.strictObject({
      name: z.string(),
      ar: z.string(),
      stars: z.number(),
      factor: z.number(),
      amenities: z.array(z.string()),
      street: z.string(),
    }),
  ),
);

/** The pattern with the city in place of `{city}` (a function: a city's name is inserted as it is). */
const inCity = (pattern: string, city: string) => pattern.replace(/\{city\}/g, () => city);

export const hotelsFor = (dest: DestinationSeed): PlaceSeed[] => {
  const random = rng(`hotels:${dest.key}`);
  const city = dest.name.replace(/ \(.+\)$/, '');
  const cityAr = dest.ar.replace(/ \(.+\)$/, '');
  return HOTEL_TEMPLATES.map((t, i) => {
    const price = Math.round(110 * (COST[dest.iso] ?? 1) * t.factor * (0.9 + random() * 0.25));
    const rating = round(Math.min(5, 3.4 + t.stars * 0.2 + random() * 0.5), 1);
    const spot = around(dest.lat, dest.lng, 0.4 + random() * (i === 0 ? 2 : 5), random);
    return {
      name: inCity(t.name, city),
      ar: inCity(t.ar, cityAr),
      data: {
        description: `A ${t.stars}-star stay in ${city}, ${distanceKm(dest, { lat: spot.latitude, lng: spot.longitude }).toFixed(1)} km from the centre.`,
        address: `${10 + Math.floor(random() * 180)} ${t.street}, ${city}`,
        price_per_night: price,
        currency: 'USD',
        rating,
        stars: t.stars,
        availability: true,
        amenities: t.amenities,
        image: `https://images.example.com/hotels/${dest.key}-${i + 1}.jpg`,
        ...spot,
      },
      dataAr: { description: `إقامة ${t.stars} نجوم في ${cityAr}.`, address: `${cityAr}` },
    };
  });
};

/** Without a `cuisine`, a restaurant serves the country's own (CUISINE). */
const RESTAURANT_TEMPLATES = seedData(
  'seed/catalog/data/restaurant-templates.json',
  restaurantTemplatesJson,
  z.array(
    z.strictObject({
      name: z.string(),
      ar: z.string(),
      cuisine: z.tuple([z.string(), z.string()]).optional(),
      range: z.string(),
      cents: z.number(),
      category: z.string().optional(),
      street: z.string(),
      hours: z.string(),
    }),
  ),
);

export const restaurantsFor = (dest: DestinationSeed): PlaceSeed[] => {
  const random = rng(`restaurants:${dest.key}`);
  const city = dest.name.replace(/ \(.+\)$/, '');
  const cityAr = dest.ar.replace(/ \(.+\)$/, '');
  const local = CUISINE[dest.iso] ?? ['International', 'عالمي'];
  return RESTAURANT_TEMPLATES.map((t, i) => {
    const [cuisine, cuisineAr] = t.cuisine ?? local;
    const spot = around(dest.lat, dest.lng, 0.3 + random() * 4.5, random);
    return {
      name: inCity(t.name, city),
      ar: inCity(t.ar, cityAr),
      category: t.category,
      data: {
        description: `${cuisine} cooking in ${city}.`,
        cuisine,
        price_range: t.range,
        price_cents: Math.round((t.cents * (COST[dest.iso] ?? 1)) / 100) * 100,
        currency: 'USD',
        rating: round(3.8 + random() * 1.1, 1),
        address: `${5 + Math.floor(random() * 90)} ${t.street}, ${city}`,
        opening_hours: t.hours,
        image: `https://images.example.com/restaurants/${dest.key}-${i + 1}.jpg`,
        ...spot,
      },
      dataAr: { description: `مطبخ ${cuisineAr} في ${cityAr}.`, cuisine: cuisineAr, address: cityAr },
    };
  });
};

/** The hub airports flights leave from, each with the airline flying from it. */
const HUBS = seedData(
  'seed/catalog/data/hubs.json',
  hubsJson,
  z.array(z.strictObject({ airport: z.string(), airline: z.string(), code: z.string() })),
);
const HUB_AIRPORTS = HUBS.map((hub) => hub.airport);

export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** Flights between the main hubs (and from each hub to the destinations it serves), on the next days. */
export const flightsFrom = (destinations: DestinationSeed[], startDay: Date): Record<string, unknown>[] => {
  const byAirport = new Map(destinations.map((dest) => [dest.airport, dest]));
  const random = rng('flights');
  const flights: Record<string, unknown>[] = [];
  for (const { airport: origin, airline, code } of HUBS) {
    const from = byAirport.get(origin);
    if (!from) continue;
    const targets = destinations.filter(
      (dest) =>
        dest.airport !== origin && (HUB_AIRPORTS.includes(dest.airport) || distanceKm(from, dest) < 3500),
    );
    targets.forEach((to, index) => {
      const km = distanceKm(from, to);
      for (const dayOffset of [1 + (index % 3), 8 + (index % 5)]) {
        const departure = new Date(
          startDay.getTime() + dayOffset * 86400000 + Math.floor(6 + random() * 14) * 3600000,
        );
        const arrival = new Date(departure.getTime() + Math.round((km / 820 + 0.6) * 60) * 60000);
        flights.push({
          airline,
          flight_number: `${code}${100 + ((index * 37 + dayOffset * 11) % 899)}`,
          departure_airport: origin,
          arrival_airport: to.airport,
          departure_date: departure,
          arrival_date: arrival,
          price: Math.round(60 + km * 0.085 + random() * 80),
          currency: 'USD',
          booking_status: random() < 0.15 ? 'pending' : 'confirmed',
        });
      }
    });
  }
  return flights;
};
