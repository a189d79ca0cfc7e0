import { LISTING_FACTS, messageKeyOf, type ListingFact, type MessageKeyOf } from './declarations';
import type { FactText } from './types';

/** Every fact's words in one language, by key: a fact without them does not compile. */
export type FactTexts = { readonly [F in ListingFact as F['key']]: FactText<F> };

/** The facts' validation messages in one language, keyed as under `attributes.` ('floorInvalid'). */
export type FactMessages = { readonly [F in ListingFact as MessageKeyOf<F>]: string };

export function factMessagesOf(texts: FactTexts): FactMessages {
  return Object.fromEntries(
    LISTING_FACTS.map((fact) => [messageKeyOf(fact), texts[fact.key].invalid]),
  ) as FactMessages;
}
