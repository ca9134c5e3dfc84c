import { categoriesOf, INTEREST_TERMS } from './interests';
import { findTerms, type Term } from './terms';
import type { BudgetTier, Warning } from './types';
import { type Party, PARTY_SIZE, PARTY_TERMS, TIER_TERMS, tierOfDollars } from './vocabulary';

/** The planner's free-string fields as sent (CONTRACT §10): any string, in any case. */
export type FreeWords = {
  budget_tier?: string | null;
  travel_style?: string | null;
  travel_party?: string | null;
  interests?: string[] | null;
};

/** What those words ask of the plan, and what was ignored because it matched nothing. */
export type Wishes = {
  tier: BudgetTier | null;
  party: Party | null;
  /** Catalog category keys, sorted. */
  categories: string[];
  /** Travellers the party implies (solo 1, couple 2), for a request that does not say. */
  impliedTravelers: number | null;
  warnings: Array<Warning & { field: string }>;
};

/** Interest separators people type: `History & Culture`, `Food / Wine`, `art, museums`, `nature and parks`. */
const PARTS = /[,;/&+|]|\band\b/i;

/**
 * No label people pick is longer: a longer text, or an interest past the hundredth, is not matched
 * (ignored with the warning), so a megabyte of words costs no more than a short list.
 */
const LONGEST = 200;
const MOST_INTERESTS = 100;

/** An echo of what was sent, short enough for a message. */
const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

const ignored = (field: string, message: string) => ({ code: 'preference_ignored', field, message });

/** The one value a text names in a vocabulary; null when it names none, or several that disagree. */
const single = <T>(text: string, terms: Array<Term<T>>): { value: T | null; found: T[] } => {
  const found = text.length <= LONGEST ? findTerms(text, terms) : [];
  return { value: found.length === 1 ? found[0] : null, found };
};

type Style =
  | { kind: 'tier'; value: BudgetTier }
  | { kind: 'party'; value: Party }
  | { kind: 'interest'; value: string };
/**
 * A travel style may name a tier (`Luxury`), a party (`Family`) or interests (`Adventure`): the
 * tier first, then the party.
 */
const STYLE_TERMS: Array<Term<Style>> = [
  ...TIER_TERMS.map((term) => ({ ...term, value: { kind: 'tier' as const, value: term.value }, rank: 0 })),
  ...PARTY_TERMS.map((term) => ({ ...term, value: { kind: 'party' as const, value: term.value }, rank: 1 })),
  ...INTEREST_TERMS.map((term) => ({
    ...term,
    value: { kind: 'interest' as const, value: term.value },
    rank: 2,
  })),
];

/**
 * The request's free words matched onto our tiers, parties and catalog categories, case- and
 * accent-insensitively; a word that matches nothing (or a tier named twice over, `budget to
 * luxury`) is ignored and said in a `preference_ignored` warning — never refused.
 * `budget_tier` wins over a tier in `travel_style`, `travel_party` over a party in it.
 */
export const understandWishes = (words: FreeWords): Wishes => {
  const warnings: Wishes['warnings'] = [];
  const categories = new Set<string>();

  let tier: BudgetTier | null = null;
  if (words.budget_tier) {
    const { value, found } = single(words.budget_tier, TIER_TERMS);
    tier = value ?? tierOfDollars(words.budget_tier);
    if (!tier)
      warnings.push(
        ignored(
          'budget_tier',
          found.length > 1
            ? `budget_tier ${quoted(words.budget_tier)} names more than one tier (${found.join(', ')}); it was ignored.`
            : `budget_tier ${quoted(words.budget_tier)} matches none of our tiers (low, medium, high, luxury); it was ignored.`,
        ),
      );
  }

  let party: Party | null = null;
  if (words.travel_party) {
    const { value, found } = single(words.travel_party, PARTY_TERMS);
    party = value;
    if (!party)
      warnings.push(
        ignored(
          'travel_party',
          `travel_party ${quoted(words.travel_party)} ${found.length > 1 ? `names more than one party (${found.join(', ')})` : 'matches none of solo, couple, family, friends, business'}; it was ignored.`,
        ),
      );
  }

  if (words.travel_style) {
    const found = words.travel_style.length <= LONGEST ? findTerms(words.travel_style, STYLE_TERMS) : [];
    const tiers = found.flatMap((style) => (style.kind === 'tier' ? [style.value] : []));
    const parties = found.flatMap((style) => (style.kind === 'party' ? [style.value] : []));
    if (!tier && tiers.length === 1) tier = tiers[0];
    if (!party && parties.length === 1) party = parties[0];
    for (const style of found) if (style.kind === 'interest') categories.add(style.value);
    if (found.length === 0)
      warnings.push(
        ignored(
          'travel_style',
          `travel_style ${quoted(words.travel_style)} matches no tier, party or interest we plan with; it is kept on the trip but did not shape the plan.`,
        ),
      );
  }

  const unmatched: string[] = [];
  const interests = words.interests ?? [];
  for (const [index, interest] of interests.entries())
    for (const part of interest
      .split(PARTS)
      .map((text) => text.trim())
      .filter(Boolean)) {
      const found = index < MOST_INTERESTS && part.length <= LONGEST ? categoriesOf(part) : [];
      if (found.length === 0) unmatched.push(part);
      for (const category of found) categories.add(category);
    }
  if (unmatched.length > 0) {
    const shown = unmatched.slice(0, 10).map(quoted).join(', ');
    const more = unmatched.length > 10 ? ` and ${unmatched.length - 10} more` : '';
    warnings.push(
      ignored(
        'interests',
        `The interests ${shown}${more} match no category of our catalog; they were ignored.`,
      ),
    );
  }
  if (party === 'family') categories.add('family_friendly');

  return {
    tier,
    party,
    categories: [...categories].sort(),
    impliedTravelers: party ? (PARTY_SIZE[party] ?? null) : null,
    warnings,
  };
};
