import type { CreateTripInput, LegacyItem } from '../../validators';
import { type ItemType, parseItemType } from './item-types';
import type { EntrySource } from '../rules/limits';

/** One itinerary row to write, from any of the legacy body forms. */
export type ItineraryEntry = {
  day_number: number;
  item_order: number;
  type: string | null;
  /** The catalog type named by `type`, when it is one. */
  catalog_type: ItemType | null;
  /** The catalog record the entry names (`itemable_id` or `id`), checked before it is linked. */
  catalog_id: number | null;
  title: string | null;
  notes: string | null;
  time_slot: string | null;
  estimated_cost: number | null;
  latitude: number | null;
  longitude: number | null;
  location_label: string | null;
  /** The request's fields that placed it, named when it does not fit (CONTRACT §10). */
  source?: EntrySource;
};

const entry = (item: LegacyItem, day: number, order: number, source: EntrySource): ItineraryEntry => ({
  day_number: item.day_number ?? day,
  item_order: order,
  type: item.type ?? null,
  catalog_type: parseItemType(item.type),
  catalog_id: item.itemable_id ?? item.id ?? null,
  title: item.title ?? item.name ?? null,
  notes: item.notes ?? item.description ?? item.desc ?? null,
  time_slot: item.time_slot ?? item.time ?? null,
  estimated_cost: item.estimated_cost ?? item.price ?? null,
  latitude: item.latitude ?? null,
  longitude: item.longitude ?? null,
  location_label: item.location_label ?? null,
  source,
});

/**
 * The itinerary a create body describes: `days[]`, `plan.days[]` (each `{day_number, items[]}`,
 * days numbered by position when they do not say) or a flat `items[]` (day 1 unless an item
 * says). Items keep their order within a day.
 */
export const itineraryFromBody = (input: CreateTripInput): ItineraryEntry[] => {
  const days = input.days ?? input.plan?.days;
  if (days) {
    const base = input.days ? 'days' : 'plan.days';
    return days.flatMap((day, index) =>
      (day.items ?? []).map((item, position) => {
        // The field that decided the day: the item's own, its day's, else the day's place in the list.
        const dayField =
          item.day_number !== undefined
            ? `${base}.${index}.items.${position}.day_number`
            : day.day_number !== undefined
              ? `${base}.${index}.day_number`
              : base;
        return entry(item, day.day_number ?? index + 1, position + 1, {
          day: dayField,
          items: `${base}.${index}.items`,
        });
      }),
    );
  }
  const perDay = new Map<number, number>();
  return (input.items ?? []).map((item, index) => {
    const dayNumber = item.day_number ?? 1;
    const order = (perDay.get(dayNumber) ?? 0) + 1;
    perDay.set(dayNumber, order);
    return entry(item, dayNumber, order, { day: `items.${index}.day_number`, items: 'items' });
  });
};
