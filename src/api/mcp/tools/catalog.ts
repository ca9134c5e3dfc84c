import { z } from 'zod';
import { integerId, validate } from '../../../plugins/contract/public';
import { COLLECTIONS, catalog } from '../../catalog/public';
import { weather, weatherQuerySchema } from '../../weather/public';
import { catalogPage, localeArg, localeOf, pageArgs } from './catalog-reads';
import { defineTool } from './tool';

const text = (description: string) => z.string().max(200).optional().meta({ description });
/** Every place of a destination an agent plans with; the REST lists of one destination hold far fewer. */
const PLACES_PER_KIND = 100;

export const searchDestinations = defineTool({
  name: 'search_destinations',
  title: 'Search destinations',
  description:
    'Find travel destinations in the catalog by words, region, country, city or category. Each result has its `id` (use it with get_destination, get_weather via its latitude/longitude, or plan_trip as `destination_id`), name, city, country, region, coordinates and hotel count. Paginated: `meta.pagination` says how many there are.',
  scope: 'catalog:read',
  throttle: 'catalog',
  readOnly: true,
  input: z.object({
    search: text('Words matched, case-insensitively, against names and city and country names.'),
    region: text(
      'A region key (`africa`, `asia`, `europe`, `north_america`, `oceania`, `south_america`) or `all`.',
    ),
    country_id: z.number().int().optional().meta({ description: 'Only this country.' }),
    city: text('Only this city (by name).'),
    category_id: z.number().int().optional().meta({ description: 'Only destinations of this category.' }),
    sort: text('Comma-separated fields, `-` for descending, e.g. `name`.'),
    ...pageArgs,
    locale: localeArg,
  }),
  run: (strapi, _caller, args) => catalogPage(strapi, COLLECTIONS.destinations, args),
});

export const getDestination = defineTool({
  name: 'get_destination',
  title: 'A destination with its places',
  description:
    'One destination by id, with its hotels (price per night, stars, rating), restaurants (cuisine, price) and attractions (category, price, visit duration, opening hours). Use the places’ ids with add_to_trip. An unknown id is a `not_found` error.',
  scope: 'catalog:read',
  throttle: 'catalog',
  readOnly: true,
  input: z.object({ destination_id: integerId('destination_id'), locale: localeArg }),
  async run(strapi, _caller, { destination_id, locale }) {
    const reader = catalog(strapi).reader;
    const language = localeOf(strapi, locale);
    const destination = await reader.find(COLLECTIONS.destinations, destination_id, { locale: language });
    const places = (name: 'hotels' | 'restaurants' | 'attractions') =>
      reader
        .list(COLLECTIONS[name], {
          perPage: PLACES_PER_KIND,
          filters: { destination_id },
          locale: language,
        })
        .then(({ items }) => items);
    const [hotels, restaurants, attractions] = await Promise.all([
      places('hotels'),
      places('restaurants'),
      places('attractions'),
    ]);
    return {
      data: { ...destination, hotels, restaurants, attractions },
      message: 'Destination retrieved successfully.',
    };
  },
});

export const searchFlights = defineTool({
  name: 'search_flights',
  title: 'Search flights',
  description:
    'Flights between airports (IATA codes such as `CAI`, `CDG`), on a day, by airline or price range. Each has its `id` (add it to a trip with add_to_trip, type `flight`), times in UTC, price and currency.',
  scope: 'catalog:read',
  throttle: 'catalog',
  readOnly: true,
  input: z.object({
    departure_airport: text('IATA code of the departure airport.'),
    arrival_airport: text('IATA code of the arrival airport.'),
    date: text('Departure day, YYYY-MM-DD (UTC).'),
    airline: text('The airline’s name contains this.'),
    search: text('Words matched against airline, flight number and airports.'),
    min_price: z.number().optional().meta({ description: 'Lowest price (USD).' }),
    max_price: z.number().optional().meta({ description: 'Highest price (USD).' }),
    sort: text('Comma-separated fields, `-` for descending, e.g. `price`.'),
    ...pageArgs,
  }),
  run: (strapi, _caller, args) => catalogPage(strapi, COLLECTIONS.flights, args),
});

const coordinate = (limit: number) =>
  z.number().meta({ description: `Decimal degrees, -${limit} to ${limit}.` });

export const getWeather = defineTool({
  name: 'get_weather',
  title: 'Weather at a place',
  description:
    'Current weather and the daily forecast (highs, lows, weather codes) at a point; take a destination’s latitude and longitude. When the provider is down, the last known answer comes back with `is_stale: true`, else an `upstream_unavailable` error — never an invented temperature.',
  scope: 'catalog:read',
  throttle: 'weather',
  readOnly: true,
  input: z.object({ lat: coordinate(90), lon: coordinate(180) }),
  async run(strapi, _caller, input) {
    // The REST route's own checks (bounds, messages), over the numbers as a query would carry them.
    const { lat, lon } = validate(weatherQuerySchema, { lat: String(input.lat), lon: String(input.lon) });
    return { data: await weather(strapi).weather.at(lat, lon), message: 'Weather retrieved successfully' };
  },
});
