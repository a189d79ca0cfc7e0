import type { MessagesResources } from '../types';
import { applicationsNe } from './applications';
import { attributesNe } from './attributes';
import { authNe } from './auth';
import { commonNe } from './common';
import { freelancersNe } from './freelancers';
import { listingsNe } from './listings';
import { savedSearchesNe } from './saved-searches';
import { geocodeNe, searchNe } from './search';
import { shortlistNe } from './shortlist';
import { tasksNe } from './tasks';
import { trustNe } from './trust';
import { visitNe } from './visit';

/** The catalogue of messages in Nepali, by the codes of the shared English catalogue. */
export const messagesNe: MessagesResources = {
  common: commonNe,
  auth: authNe,
  listings: listingsNe,
  applications: applicationsNe,
  freelancers: freelancersNe,
  tasks: tasksNe,
  search: searchNe,
  geocode: geocodeNe,
  trust: trustNe,
  visit: visitNe,
  attributes: attributesNe,
  savedSearches: savedSearchesNe,
  shortlist: shortlistNe,
};
