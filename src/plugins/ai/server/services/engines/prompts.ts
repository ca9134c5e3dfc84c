import { z } from 'zod';
import type { Finding } from '../builtin/review';
import type { TripContext } from '../builtin/trip-context';
import type { Message } from '../../adapters/openai/model-client';

const itineraryLines = (trip: TripContext) =>
  trip.items
    .map((item) => {
      const open = item.openingHours ? `, open ${item.openingHours}` : '';
      const cost = item.cost !== null ? `, cost ${item.cost}` : '';
      return `- day ${item.day}: ${item.timeSlot ?? 'any time'} ${item.title} (${item.kind ?? 'note'}${open}${cost})`;
    })
    .join('\n');

const tripHeader = (trip: TripContext) =>
  `Trip "${trip.title}": ${trip.days} day(s) in ${trip.destinations.join(', ') || 'unknown places'}, ${trip.travelers} traveller(s), budget ${trip.budget || 'none'}, starting ${trip.startDate ?? 'undated'}.`;

export const reviewSchema = z.object({
  review_summary: z.string().min(1).max(2000),
  suggestions: z.array(z.string().min(1).max(500)).max(10),
});
export const reviewJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['review_summary', 'suggestions'],
  properties: {
    review_summary: { type: 'string' },
    suggestions: { type: 'array', items: { type: 'string' } },
  },
};

export const reviewMessages = (trip: TripContext, findings: Finding[]): Message[] => [
  {
    role: 'system',
    content:
      'You review travel itineraries. Be concrete and brief; only mention places in the itinerary. Answer with JSON.',
  },
  {
    role: 'user',
    content: `${tripHeader(trip)}\nItinerary:\n${itineraryLines(trip)}\n\nOur checker already found:\n${findings.map((f) => `- ${f.text}`).join('\n') || '- nothing'}\n\nSummarise the itinerary's quality and add up to 5 further suggestions.`,
  },
];

/** One earlier turn of a conversation, oldest first. */
export type Turn = { role: 'user' | 'assistant'; content: string };

export const conciergeMessages = (
  trip: TripContext | null,
  question: string,
  history: Turn[] = [],
): Message[] => [
  {
    role: 'system',
    content: trip
      ? 'You are the trip concierge. Answer only from the trip below; if it does not hold the answer, say so plainly.'
      : 'You are a travel concierge. No trip is linked to this conversation: answer general travel questions briefly, never invent prices, opening hours or bookings, and suggest linking a trip for questions about an itinerary.',
  },
  ...(trip
    ? [{ role: 'user' as const, content: `${tripHeader(trip)}\nItinerary:\n${itineraryLines(trip)}` }]
    : []),
  ...history,
  { role: 'user', content: trip ? `Question: ${question}` : question },
];

export const enhanceMessages = (content: string): Message[] => [
  {
    role: 'system',
    content:
      'Enhance the following content: clearer, more vivid, same facts and language. Answer with the text only.',
  },
  { role: 'user', content },
];
