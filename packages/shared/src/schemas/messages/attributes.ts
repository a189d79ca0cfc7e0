import { codesOf } from '../../messages/codes';
import { factMessagesOf } from '../../listing-facts/texts';
import { FACT_TEXT_EN } from '../../listing-facts/texts-en';

/**
 * Each listing fact's validation message in English ('attributes.floorInvalid'), from its
 * declaration (listing-facts/): published texts stay word for word (messages.test.ts).
 */
export const ATTRIBUTE_MESSAGES = factMessagesOf(FACT_TEXT_EN);

/** The codes of ATTRIBUTE_MESSAGES ('attributes.genderInvalid'): what schemas and the API send. */
export const ATTRIBUTE_CODES = codesOf('attributes', ATTRIBUTE_MESSAGES);
