/**
 * What a declaration of a listing fact carries (see README.md, "Adding a listing fact"). Plain
 * data, no zod: the search page's first load reads declarations without validating anything.
 */

export const LISTING_KINDS = ['hostel', 'property'] as const;
/** A hostel (priced per bed) or a landlord's property (a room, flat, house or shutter). */
export type ListingKind = (typeof LISTING_KINDS)[number];

export type Choices = readonly [string, ...string[]];

/**
 * How a tenant filters by a fact, as the search's query parameter `param`:
 * - `equals`: the listing's value is the one asked for (`water=tanker`);
 * - `anyOf`: the listing's value (or one of its set) is among those asked for (`propertyType=room,flat`);
 * - `allOf`: the listing's set holds every value asked for (`amenities=wifi,cctv`);
 * - `atMost` / `atLeast`: a number (or a choice, by its order in `values`) no more / no less;
 * - `has`: a yes/no fact is yes (`parking=true`); "false" filters nothing.
 */
export type FilterHow = 'equals' | 'anyOf' | 'allOf' | 'atMost' | 'atLeast' | 'has';

export interface FactFilter {
  readonly how: FilterHow;
  readonly param: string;
  /** The values the filter takes when not all of the fact's do (meals: `some` or `all`). */
  readonly values?: Choices;
}

interface FactBase {
  /** The field's name in the API and in storage. */
  readonly key: string;
  readonly kinds: readonly ListingKind[];
  /**
   * Stored and taken by the listing routes. A declared fact that is not yet stored has its own
   * schemas (`NewHostelFactsSchema`, …) until a migration gives it a column.
   */
  readonly stored: boolean;
  readonly filter?: FactFilter;
  /** Whether search cards show it (all stated facts show in the detail). */
  readonly card: boolean;
  /** The key of its validation message under `attributes.` when not `<key>Invalid`. */
  readonly messageKey?: string;
}

/** One of a list (`gender: 'girls'`). */
export interface ChoiceFact extends FactBase {
  readonly kind: 'choice';
  readonly values: Choices;
}

/** Any of a list, each once, in the list's order (`amenities: ['wifi', 'cctv']`); [] says none. */
export interface ChoiceSetFact extends FactBase {
  readonly kind: 'choiceSet';
  readonly values: Choices;
}

/** A whole number from `min` to `max` (a floor, months, hours, beds). */
export interface NumberFact extends FactBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  /**
   * How text becomes a number: `decimal` (formNumber: '0x10' is refused) unless `coerce`, which
   * reads it as `Number()` does: what `floor` has always accepted, kept so it answers as before.
   */
  readonly parse?: 'coerce';
}

/** Whole rupees (NPR) from `min` to `max`. */
export interface MoneyFact extends FactBase {
  readonly kind: 'money';
  readonly min: number;
  readonly max: number;
}

/**
 * Yes or no. `is` answers an "is it …?" question (फर्निचरसहित: हो / होइन), `has` a has /
 * doesn't-have one (पार्किङ: छ / छैन).
 */
export interface YesNoFact extends FactBase {
  readonly kind: 'yesNo';
  readonly answer: 'is' | 'has';
}

/** A time of day, 24-hour 'HH:MM' ('21:00'). */
export interface TimeFact extends FactBase {
  readonly kind: 'timeOfDay';
}

/** Up to `maxLength` times of day, each once, earliest first (['07:00', '19:00']). */
export interface TimesFact extends FactBase {
  readonly kind: 'timesOfDay';
  readonly maxLength: number;
}

/**
 * A hostel's prices per room size: for each seater type it offers (`seaters`), a monthly price
 * per person in whole rupees from `min` to `max` ([{ seater: 2, price: 8500 }]), by seater.
 */
export interface SeaterPricesFact extends FactBase {
  readonly kind: 'seaterPrices';
  readonly seaters: readonly [number, ...number[]];
  readonly min: number;
  readonly max: number;
}

export type FactDeclaration =
  ChoiceFact | ChoiceSetFact | NumberFact | MoneyFact | YesNoFact | TimeFact | TimesFact | SeaterPricesFact;

export type FactKind = FactDeclaration['kind'];

/** What every fact says in a language. */
interface TextBase {
  /** Its name, as the detail and the filters show it ('Floor'). */
  readonly label: string;
  /**
   * Shown in the detail when the owner has not said, only where it reads otherwise than the
   * detail's common 'Not stated' ('Calls only' for chat apps).
   */
  readonly notStated?: string;
  /** Its validation message: what to do, not what went wrong. */
  readonly invalid: string;
}

/** A number said with its unit: `{{count}}` is the number ('{{count}} months'). */
interface CountText {
  readonly one: string;
  readonly other: string;
}

/**
 * A fact's words in one language: its values' names for choices, yes/no and seater types; a
 * number's phrase (and its name for 0 where 0 has one: 'Ground floor').
 */
export type FactText<F extends FactDeclaration> = TextBase &
  (F extends { kind: 'choice' | 'choiceSet'; values: infer V extends Choices }
    ? { readonly values: Readonly<Record<V[number], string>> }
    : F extends { kind: 'yesNo' }
      ? { readonly values: { readonly yes: string; readonly no: string } }
      : F extends { kind: 'seaterPrices'; seaters: infer S extends readonly number[] }
        ? { readonly values: Readonly<Record<`${S[number]}`, string>> }
        : F extends { kind: 'number' }
          ? { readonly count: CountText; readonly zero?: string }
          : unknown);
