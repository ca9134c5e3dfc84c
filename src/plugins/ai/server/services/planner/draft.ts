import { z } from 'zod';
import { hhmm } from './clock';
import { matchPlace } from './grounding';
import type { Catalog, Place, PlanRequest, Violation } from './types';

/** What a model is asked to return: days of named catalog places (times are ours to compute). */
export const draftSchema = z.object({
  title: z.string().min(1).max(255),
  description: z.string().max(2000),
  days: z
    .array(
      z.object({
        day_number: z.number().int().min(1),
        hotel: z.string().min(1),
        items: z
          .array(
            z.object({
              name: z.string().min(1),
              type: z.enum(['attraction', 'restaurant']),
              time: z.string(),
            }),
          )
          .max(12),
      }),
    )
    .min(1),
});
export type Draft = z.infer<typeof draftSchema>;

/** The same shape as a JSON schema for structured output (strict mode: every property required). */
export const draftJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'days'],
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    days: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['day_number', 'hotel', 'items'],
        properties: {
          day_number: { type: 'integer' },
          hotel: { type: 'string' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'type', 'time'],
              properties: {
                name: { type: 'string' },
                type: { type: 'string', enum: ['attraction', 'restaurant'] },
                time: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
};

const hours = (place: Place) =>
  place.opens !== null && place.closes !== null ? `${hhmm(place.opens)}-${hhmm(place.closes)}` : 'all day';

/** The planning prompt: the request, and the only places the model may name. */
export const draftMessages = (catalog: Catalog, request: PlanRequest, violations: Violation[] = []) => {
  const list = (places: Place[], line: (p: Place) => string) =>
    places.map((p) => `- ${p.name} (${line(p)})`).join('\n');
  const system =
    'You are a travel planner. Plan only with the places listed by the user, naming them exactly. ' +
    `Exactly ${request.days} day(s); each day 3-4 attractions, a lunch and a dinner at two different restaurants, and the hotel for the night. ` +
    'Never repeat an attraction across days. Respect opening hours. Answer with JSON only.';
  const user = [
    `Travellers: ${request.travelers}. Budget for everything: ${request.budget ?? 'none'}. Tier: ${request.tier ?? 'any'}. Interests: ${request.interests.join(', ') || 'any'}.`,
    `Destinations: ${catalog.destinations.map((d) => d.name).join(', ')}.`,
    `Hotels (price per room and night):\n${list(catalog.hotels, (p) => `${p.price} ${p.currency}`)}`,
    `Restaurants (open; price per person):\n${list(catalog.restaurants, (p) => `${hours(p)}; ${p.price} ${p.currency}`)}`,
    `Attractions (category; open; visit minutes; price per person):\n${list(catalog.attractions, (p) => `${p.category ?? 'general'}; ${hours(p)}; ${p.durationMinutes} min; ${p.price} ${p.currency}`)}`,
    ...(violations.length
      ? [
          `Your previous plan broke these rules; fix every one:\n${violations.map((v) => `- ${v.message}`).join('\n')}`,
        ]
      : []),
  ].join('\n\n');
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
};

/** A draft with every name matched to a catalog record; names that match nothing are gone. */
export type GroundedDraft = {
  title: string;
  description: string;
  days: Array<{ hotel: Place | null; items: Array<{ place: Place; time: string }> }>;
  dropped: string[];
};

export const groundDraft = (draft: Draft, catalog: Catalog): GroundedDraft => {
  const dropped: string[] = [];
  const days = [...draft.days]
    .sort((a, b) => a.day_number - b.day_number)
    .map((day) => {
      const hotel = matchPlace(catalog, day.hotel, 'hotel');
      if (!hotel || hotel.kind !== 'hotel') dropped.push(day.hotel);
      const items = day.items.flatMap((item) => {
        const place = matchPlace(catalog, item.name, item.type);
        if (!place || place.kind === 'hotel') {
          dropped.push(item.name);
          return [];
        }
        return [{ place, time: item.time }];
      });
      return { hotel: hotel?.kind === 'hotel' ? hotel : null, items };
    });
  return { title: draft.title, description: draft.description, days, dropped };
};

/** What the solver keeps from a grounded draft when it repairs it: the model's sights per day and its hotels. */
export type Preferences = { sightsByDay: number[][]; hotels: number[] };

export const preferencesOf = (grounded: GroundedDraft): Preferences => ({
  sightsByDay: grounded.days.map((day) =>
    day.items.filter((i) => i.place.kind === 'attraction').map((i) => i.place.id),
  ),
  hotels: grounded.days.flatMap((day) => (day.hotel ? [day.hotel.id] : [])),
});
