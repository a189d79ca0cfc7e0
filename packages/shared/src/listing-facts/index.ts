// The facts' declarations and words, without zod (their schemas: schemas/attributes.ts).
export * from './types';
export * from './limits';
export { LISTING_FACTS, factsOf, messageKeyOf } from './declarations';
export type { ListingFact, FactKey, FactsOf, MessageKeyOf } from './declarations';
export { factMessagesOf, type FactTexts, type FactMessages } from './texts';
export { FACT_TEXT_EN } from './texts-en';
// The Nepali words are imported from '@app/shared/listing-facts/ne' (texts-ne.ts), so that a
// page importing the package's index never takes them along.
