/**
 * Hotels, restaurants and flights generated around the real destinations: deterministic
 * (seeded by the destination key), priced by the country's cost level, placed 0.4–6 km from
 * the centre so every place lies within the city.
 */
import type { DestinationSeed } from './destinations';

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

/** Relative price level (1 = the world average) used for hotels and meals. */
const COST: Record<string, number> = {
  FR: 1.5,
  IT: 1.3,
  ES: 1.1,
  GB: 1.7,
  NL: 1.5,
  CZ: 0.8,
  GR: 1.0,
  JP: 1.3,
  TH: 0.55,
  SG: 1.6,
  AE: 1.6,
  ID: 0.5,
  VN: 0.45,
  EG: 0.45,
  MA: 0.6,
  ZA: 0.7,
  TZ: 0.65,
  KE: 0.7,
  US: 1.8,
  MX: 0.75,
  CA: 1.4,
  BR: 0.75,
  AR: 0.7,
  PE: 0.6,
  CO: 0.6,
  AU: 1.5,
  NZ: 1.4,
};

const CUISINE: Record<string, [string, string]> = {
  FR: ['French', 'فرنسي'],
  IT: ['Italian', 'إيطالي'],
  ES: ['Catalan', 'كتالوني'],
  GB: ['British', 'بريطاني'],
  NL: ['Dutch', 'هولندي'],
  CZ: ['Czech', 'تشيكي'],
  GR: ['Greek', 'يوناني'],
  JP: ['Japanese', 'ياباني'],
  TH: ['Thai', 'تايلاندي'],
  SG: ['Peranakan', 'براناكاني'],
  AE: ['Emirati', 'إماراتي'],
  ID: ['Balinese', 'بالي'],
  VN: ['Vietnamese', 'فيتنامي'],
  EG: ['Egyptian', 'مصري'],
  MA: ['Moroccan', 'مغربي'],
  ZA: ['Cape Malay', 'كيب مالاي'],
  TZ: ['Swahili', 'سواحيلي'],
  KE: ['Kenyan', 'كيني'],
  US: ['American', 'أمريكي'],
  MX: ['Mexican', 'مكسيكي'],
  CA: ['Canadian', 'كندي'],
  BR: ['Brazilian', 'برازيلي'],
  AR: ['Argentine', 'أرجنتيني'],
  PE: ['Peruvian', 'بيروفي'],
  CO: ['Colombian', 'كولومبي'],
  AU: ['Modern Australian', 'أسترالي حديث'],
  NZ: ['New Zealand', 'نيوزيلندي'],
};

export type PlaceSeed = {
  name: string;
  ar: string;
  data: Record<string, unknown>;
  dataAr: Record<string, unknown>;
  category?: string;
};

const HOTEL_TEMPLATES = [
  {
    name: (c: string) => `Grand ${c} Hotel`,
    ar: (c: string) => `فندق ${c} الكبير`,
    stars: 5,
    factor: 2.6,
    amenities: ['wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'airport_shuttle'],
  },
  {
    name: (c: string) => `${c} Central Suites`,
    ar: (c: string) => `أجنحة ${c} المركزية`,
    stars: 4,
    factor: 1.6,
    amenities: ['wifi', 'gym', 'restaurant', 'kitchenette'],
  },
  {
    name: (c: string) => `The ${c} Boutique House`,
    ar: (c: string) => `دار ${c} البوتيك`,
    stars: 4,
    factor: 1.4,
    amenities: ['wifi', 'breakfast', 'bar', 'terrace'],
  },
  {
    name: (c: string) => `${c} Garden Hotel`,
    ar: (c: string) => `فندق حديقة ${c}`,
    stars: 3,
    factor: 0.9,
    amenities: ['wifi', 'breakfast', 'garden'],
  },
  {
    name: (c: string) => `${c} Backpackers Lodge`,
    ar: (c: string) => `نزل ${c} للرحالة`,
    stars: 2,
    factor: 0.35,
    amenities: ['wifi', 'shared_kitchen', 'lockers'],
  },
];

export const hotelsFor = (dest: DestinationSeed): PlaceSeed[] => {
  const random = rng(`hotels:${dest.key}`);
  const city = dest.name.replace(/ \(.+\)$/, '');
  const cityAr = dest.ar.replace(/ \(.+\)$/, '');
  return HOTEL_TEMPLATES.map((t, i) => {
    const price = Math.round(110 * (COST[dest.iso] ?? 1) * t.factor * (0.9 + random() * 0.25));
    const rating = round(Math.min(5, 3.4 + t.stars * 0.2 + random() * 0.5), 1);
    const spot = around(dest.lat, dest.lng, 0.4 + random() * (i === 0 ? 2 : 5), random);
    return {
      name: t.name(city),
      ar: t.ar(cityAr),
      data: {
        description: `A ${t.stars}-star stay in ${city}, ${distanceKm(dest, { lat: spot.latitude, lng: spot.longitude }).toFixed(1)} km from the centre.`,
        address: `${10 + Math.floor(random() * 180)} ${['Main Street', 'Harbour Road', 'Market Lane', 'Park Avenue', 'Old Town Square'][i]}, ${city}`,
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

const RESTAURANT_TEMPLATES = [
  {
    name: (c: string) => `Maison ${c}`,
    ar: (c: string) => `دار ${c}`,
    local: true,
    range: '$$$$',
    cents: 9000,
    category: 'fine_dining',
  },
  {
    name: (c: string) => `${c} Street Kitchen`,
    ar: (c: string) => `مطبخ شارع ${c}`,
    local: true,
    range: '$',
    cents: 1200,
    category: 'street_food',
  },
  {
    name: (c: string) => `The Olive Tree ${c}`,
    ar: (c: string) => `شجرة الزيتون ${c}`,
    cuisine: ['Mediterranean', 'متوسطي'],
    range: '$$',
    cents: 3000,
    category: undefined,
  },
  {
    name: (c: string) => `Spice Route ${c}`,
    ar: (c: string) => `طريق التوابل ${c}`,
    cuisine: ['Indian', 'هندي'],
    range: '$$',
    cents: 2600,
    category: undefined,
  },
  {
    name: (c: string) => `${c} Harbour Grill`,
    ar: (c: string) => `مشويات ${c}`,
    cuisine: ['Seafood & Grill', 'مأكولات بحرية ومشويات'],
    range: '$$$',
    cents: 5500,
    category: 'fine_dining',
  },
];

export const restaurantsFor = (dest: DestinationSeed): PlaceSeed[] => {
  const random = rng(`restaurants:${dest.key}`);
  const city = dest.name.replace(/ \(.+\)$/, '');
  const cityAr = dest.ar.replace(/ \(.+\)$/, '');
  const local = CUISINE[dest.iso] ?? ['International', 'عالمي'];
  return RESTAURANT_TEMPLATES.map((t, i) => {
    const [cuisine, cuisineAr] = t.local ? local : t.cuisine!;
    const spot = around(dest.lat, dest.lng, 0.3 + random() * 4.5, random);
    return {
      name: t.name(city),
      ar: t.ar(cityAr),
      category: t.category,
      data: {
        description: `${cuisine} cooking in ${city}.`,
        cuisine,
        price_range: t.range,
        price_cents: Math.round((t.cents * (COST[dest.iso] ?? 1)) / 100) * 100,
        currency: 'USD',
        rating: round(3.8 + random() * 1.1, 1),
        address: `${5 + Math.floor(random() * 90)} ${['Gourmet Row', 'Night Market', 'Olive Street', 'Spice Lane', 'Quay Road'][i]}, ${city}`,
        opening_hours: ['18:00-23:00', '11:00-23:30', '12:00-22:30', '12:00-23:00', '12:00-22:00'][i],
        image: `https://images.example.com/restaurants/${dest.key}-${i + 1}.jpg`,
        ...spot,
      },
      dataAr: { description: `مطبخ ${cuisineAr} في ${cityAr}.`, cuisine: cuisineAr, address: cityAr },
    };
  });
};

const HUBS = [
  'CDG',
  'LHR',
  'FCO',
  'BCN',
  'AMS',
  'DXB',
  'SIN',
  'HND',
  'JFK',
  'SFO',
  'CAI',
  'SYD',
  'GIG',
  'CPT',
];
const AIRLINE: Record<string, [string, string]> = {
  CDG: ['Air France', 'AF'],
  LHR: ['British Airways', 'BA'],
  FCO: ['ITA Airways', 'AZ'],
  BCN: ['Vueling', 'VY'],
  AMS: ['KLM', 'KL'],
  DXB: ['Emirates', 'EK'],
  SIN: ['Singapore Airlines', 'SQ'],
  HND: ['Japan Airlines', 'JL'],
  JFK: ['Delta Air Lines', 'DL'],
  SFO: ['United Airlines', 'UA'],
  CAI: ['EgyptAir', 'MS'],
  SYD: ['Qantas', 'QF'],
  GIG: ['LATAM Brasil', 'LA'],
  CPT: ['South African Airways', 'SA'],
};

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
  for (const origin of HUBS) {
    const from = byAirport.get(origin);
    if (!from) continue;
    const targets = destinations.filter(
      (dest) => dest.airport !== origin && (HUBS.includes(dest.airport) || distanceKm(from, dest) < 3500),
    );
    targets.forEach((to, index) => {
      const km = distanceKm(from, to);
      const [airline, code] = AIRLINE[origin];
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
