import {
  admissionFee,
  amenities,
  freeBeds,
  gateClosing,
  gender,
  mealTimes,
  meals,
  refundableDeposit,
  seaterPrices,
} from './hostel';
import {
  advanceMonths,
  depositMonths,
  floor,
  furnished,
  parking,
  propertyType,
  water,
  waterHours,
  waterSources,
  welcome,
} from './property';
import { backupPower, bikeParking, contactApps } from './any-listing';
import type { FactDeclaration, ListingKind } from './types';

/**
 * Every fact an owner may state about a listing, in the order forms and the detail show them
 * (a kind's stored facts in this order are its schemas' fields, as the API has always sent them).
 */
export const LISTING_FACTS = [
  gender,
  meals,
  amenities,
  propertyType,
  furnished,
  parking,
  water,
  floor,
  contactApps,
  seaterPrices,
  admissionFee,
  refundableDeposit,
  freeBeds,
  gateClosing,
  mealTimes,
  advanceMonths,
  depositMonths,
  waterSources,
  waterHours,
  backupPower,
  bikeParking,
  welcome,
] as const satisfies readonly FactDeclaration[];

export type ListingFact = (typeof LISTING_FACTS)[number];
export type FactKey = ListingFact['key'];

/** The facts a kind of listing has, stored (`true`) or declared and still to be stored (`false`). */
export type FactsOf<K extends ListingKind, Stored extends boolean> = ListingFact extends infer F
  ? F extends { readonly kinds: readonly (infer Kinds)[]; readonly stored: Stored }
    ? K extends Kinds
      ? F
      : never
    : never
  : never;

export function factsOf<K extends ListingKind, Stored extends boolean>(
  kind: K,
  stored: Stored,
): FactsOf<K, Stored>[] {
  return LISTING_FACTS.filter(
    (fact): fact is FactsOf<K, Stored> =>
      (fact.kinds as readonly ListingKind[]).includes(kind) && fact.stored === stored,
  );
}

/** The key of a fact's validation message under `attributes.` ('floorInvalid', 'amenityInvalid'). */
export type MessageKeyOf<F> = F extends { readonly messageKey: infer M extends string }
  ? M
  : F extends { readonly key: infer K extends string }
    ? `${K}Invalid`
    : never;

export function messageKeyOf<F extends ListingFact>(fact: F): MessageKeyOf<F> {
  return ('messageKey' in fact ? fact.messageKey : `${fact.key}Invalid`) as MessageKeyOf<F>;
}
