import { ATTRIBUTE_MESSAGES_NE } from '@app/shared/listing-facts/ne';
import type { ModuleMessages } from '../types';

// Each listing fact's Nepali message, from its declaration (packages/shared listing-facts/).
export const attributesNe: ModuleMessages<'attributes'> = ATTRIBUTE_MESSAGES_NE;
