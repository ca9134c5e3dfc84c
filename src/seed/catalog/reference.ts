/** Regions, countries and categories of the seeded catalog (legacy-behaviour §6, CONTRACT §11). */
export const REGIONS = [
  { key: 'africa', label: 'Africa', ar: 'أفريقيا' },
  { key: 'asia', label: 'Asia', ar: 'آسيا' },
  { key: 'europe', label: 'Europe', ar: 'أوروبا' },
  { key: 'north_america', label: 'North America', ar: 'أمريكا الشمالية' },
  { key: 'south_america', label: 'South America', ar: 'أمريكا الجنوبية' },
  { key: 'oceania', label: 'Oceania', ar: 'أوقيانوسيا' },
];

export type CountrySeed = { iso: string; name: string; ar: string; capital: string; capitalAr: string; currency: string; languages: string[]; region: string };

export const COUNTRIES: CountrySeed[] = [
  { iso: 'FR', name: 'France', ar: 'فرنسا', capital: 'Paris', capitalAr: 'باريس', currency: 'EUR', languages: ['fr'], region: 'europe' },
  { iso: 'IT', name: 'Italy', ar: 'إيطاليا', capital: 'Rome', capitalAr: 'روما', currency: 'EUR', languages: ['it'], region: 'europe' },
  { iso: 'ES', name: 'Spain', ar: 'إسبانيا', capital: 'Madrid', capitalAr: 'مدريد', currency: 'EUR', languages: ['es', 'ca'], region: 'europe' },
  { iso: 'GB', name: 'United Kingdom', ar: 'المملكة المتحدة', capital: 'London', capitalAr: 'لندن', currency: 'GBP', languages: ['en'], region: 'europe' },
  { iso: 'NL', name: 'Netherlands', ar: 'هولندا', capital: 'Amsterdam', capitalAr: 'أمستردام', currency: 'EUR', languages: ['nl'], region: 'europe' },
  { iso: 'CZ', name: 'Czechia', ar: 'التشيك', capital: 'Prague', capitalAr: 'براغ', currency: 'CZK', languages: ['cs'], region: 'europe' },
  { iso: 'GR', name: 'Greece', ar: 'اليونان', capital: 'Athens', capitalAr: 'أثينا', currency: 'EUR', languages: ['el'], region: 'europe' },
  { iso: 'JP', name: 'Japan', ar: 'اليابان', capital: 'Tokyo', capitalAr: 'طوكيو', currency: 'JPY', languages: ['ja'], region: 'asia' },
  { iso: 'TH', name: 'Thailand', ar: 'تايلاند', capital: 'Bangkok', capitalAr: 'بانكوك', currency: 'THB', languages: ['th'], region: 'asia' },
  { iso: 'SG', name: 'Singapore', ar: 'سنغافورة', capital: 'Singapore', capitalAr: 'سنغافورة', currency: 'SGD', languages: ['en', 'ms', 'zh', 'ta'], region: 'asia' },
  { iso: 'AE', name: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة', capital: 'Abu Dhabi', capitalAr: 'أبوظبي', currency: 'AED', languages: ['ar'], region: 'asia' },
  { iso: 'ID', name: 'Indonesia', ar: 'إندونيسيا', capital: 'Jakarta', capitalAr: 'جاكرتا', currency: 'IDR', languages: ['id'], region: 'asia' },
  { iso: 'VN', name: 'Vietnam', ar: 'فيتنام', capital: 'Hanoi', capitalAr: 'هانوي', currency: 'VND', languages: ['vi'], region: 'asia' },
  { iso: 'EG', name: 'Egypt', ar: 'مصر', capital: 'Cairo', capitalAr: 'القاهرة', currency: 'EGP', languages: ['ar'], region: 'africa' },
  { iso: 'MA', name: 'Morocco', ar: 'المغرب', capital: 'Rabat', capitalAr: 'الرباط', currency: 'MAD', languages: ['ar', 'ber', 'fr'], region: 'africa' },
  { iso: 'ZA', name: 'South Africa', ar: 'جنوب أفريقيا', capital: 'Pretoria', capitalAr: 'بريتوريا', currency: 'ZAR', languages: ['en', 'af', 'zu', 'xh'], region: 'africa' },
  { iso: 'TZ', name: 'Tanzania', ar: 'تنزانيا', capital: 'Dodoma', capitalAr: 'دودوما', currency: 'TZS', languages: ['sw', 'en'], region: 'africa' },
  { iso: 'KE', name: 'Kenya', ar: 'كينيا', capital: 'Nairobi', capitalAr: 'نيروبي', currency: 'KES', languages: ['sw', 'en'], region: 'africa' },
  { iso: 'US', name: 'United States', ar: 'الولايات المتحدة', capital: 'Washington, D.C.', capitalAr: 'واشنطن العاصمة', currency: 'USD', languages: ['en'], region: 'north_america' },
  { iso: 'MX', name: 'Mexico', ar: 'المكسيك', capital: 'Mexico City', capitalAr: 'مكسيكو سيتي', currency: 'MXN', languages: ['es'], region: 'north_america' },
  { iso: 'CA', name: 'Canada', ar: 'كندا', capital: 'Ottawa', capitalAr: 'أوتاوا', currency: 'CAD', languages: ['en', 'fr'], region: 'north_america' },
  { iso: 'BR', name: 'Brazil', ar: 'البرازيل', capital: 'Brasília', capitalAr: 'برازيليا', currency: 'BRL', languages: ['pt'], region: 'south_america' },
  { iso: 'AR', name: 'Argentina', ar: 'الأرجنتين', capital: 'Buenos Aires', capitalAr: 'بوينس آيرس', currency: 'ARS', languages: ['es'], region: 'south_america' },
  { iso: 'PE', name: 'Peru', ar: 'بيرو', capital: 'Lima', capitalAr: 'ليما', currency: 'PEN', languages: ['es', 'qu'], region: 'south_america' },
  { iso: 'CO', name: 'Colombia', ar: 'كولومبيا', capital: 'Bogotá', capitalAr: 'بوغوتا', currency: 'COP', languages: ['es'], region: 'south_america' },
  { iso: 'AU', name: 'Australia', ar: 'أستراليا', capital: 'Canberra', capitalAr: 'كانبرا', currency: 'AUD', languages: ['en'], region: 'oceania' },
  { iso: 'NZ', name: 'New Zealand', ar: 'نيوزيلندا', capital: 'Wellington', capitalAr: 'ويلينغتون', currency: 'NZD', languages: ['en', 'mi'], region: 'oceania' },
];

export const flagUrl = (iso: string) => `https://flagcdn.com/w320/${iso.toLowerCase()}.png`;

export type CategorySeed = { key: string; name: string; ar: string; type: 'destination' | 'attraction' | 'restaurant'; icon: string };

export const CATEGORIES: CategorySeed[] = [
  { key: 'beaches', name: 'Beaches', ar: 'شواطئ', type: 'destination', icon: 'umbrella-beach' },
  { key: 'adventure', name: 'Adventure', ar: 'مغامرة', type: 'destination', icon: 'mountain' },
  { key: 'city_breaks', name: 'City Breaks', ar: 'عطلات المدن', type: 'destination', icon: 'city' },
  { key: 'family', name: 'Family Friendly', ar: 'مناسب للعائلات', type: 'attraction', icon: 'people-roof' },
  { key: 'museums', name: 'Museums', ar: 'متاحف', type: 'attraction', icon: 'landmark' },
  { key: 'historical', name: 'Historical Sites', ar: 'مواقع تاريخية', type: 'attraction', icon: 'monument' },
  { key: 'nature', name: 'Nature & Parks', ar: 'طبيعة وحدائق', type: 'attraction', icon: 'tree' },
  { key: 'shopping', name: 'Shopping', ar: 'تسوق', type: 'attraction', icon: 'bag-shopping' },
  { key: 'nightlife', name: 'Nightlife', ar: 'حياة ليلية', type: 'attraction', icon: 'martini-glass' },
  { key: 'fine_dining', name: 'Fine Dining', ar: 'مطاعم راقية', type: 'restaurant', icon: 'utensils' },
  { key: 'street_food', name: 'Street Food', ar: 'طعام الشارع', type: 'restaurant', icon: 'burger' },
];
