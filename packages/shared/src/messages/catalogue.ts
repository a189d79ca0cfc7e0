import { APPLICATION_MESSAGES } from '../schemas/messages/applications';
import { ATTRIBUTE_MESSAGES } from '../schemas/messages/attributes';
import { AUTH_MESSAGES } from '../schemas/messages/auth';
import { FREELANCER_MESSAGES } from '../schemas/messages/freelancers';
import { GEOCODE_MESSAGES } from '../schemas/messages/geocode';
import { LISTING_MESSAGES } from '../schemas/messages/listings';
import { SAVED_SEARCH_MESSAGES } from '../schemas/messages/saved-searches';
import { SEARCH_MESSAGES } from '../schemas/messages/search';
import { SHORTLIST_MESSAGES } from '../schemas/messages/shortlist';
import { TASK_MESSAGES } from '../schemas/messages/tasks';
import { TRUST_MESSAGES } from '../schemas/messages/trust';
import { VISIT_MESSAGES } from '../schemas/messages/visit';
import type { CodeTree, LeafOf, MessageTree } from './codes';
import { COMMON_MESSAGES } from './common';

/**
 * Every message a user can be shown, in English, keyed by module: the key path is the message's
 * code ('listings.hostel.nameRequired'). Schemas and the API send codes; the API puts the English
 * beside them and the web translates by code.
 */
export const MESSAGES = {
  common: COMMON_MESSAGES,
  auth: AUTH_MESSAGES,
  listings: LISTING_MESSAGES,
  applications: APPLICATION_MESSAGES,
  freelancers: FREELANCER_MESSAGES,
  tasks: TASK_MESSAGES,
  search: SEARCH_MESSAGES,
  geocode: GEOCODE_MESSAGES,
  trust: TRUST_MESSAGES,
  visit: VISIT_MESSAGES,
  attributes: ATTRIBUTE_MESSAGES,
  savedSearches: SAVED_SEARCH_MESSAGES,
  shortlist: SHORTLIST_MESSAGES,
} as const satisfies MessageTree;

export type MessageCode = LeafOf<CodeTree<typeof MESSAGES, ''>>;

/** Values for a message's {{placeholders}}. */
export type MessageParams = Readonly<Record<string, string | number>>;

function lookup(code: string): string | undefined {
  let node: string | MessageTree | undefined = MESSAGES;
  for (const key of code.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'string' ? node : undefined;
}

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && lookup(value) !== undefined;
}

/** Fills {{name}} placeholders; one without a value stays as written. */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English of a code, placeholders filled. */
export function englishOf(code: MessageCode, params?: MessageParams): string {
  return fillPlaceholders(lookup(code) ?? code, params);
}
