import { partialMatchKey, type Query, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * The answers that depend on who asks: the nav's user details, and a listing's details (`isOwner`,
 * the owner's email), which the search overlay shares with the owner's and admin's screens.
 * Matched by key, so an entry a write put in the cache (`setQueryData`) is one too.
 */
const perUserKeys: readonly QueryKey[] = [
  queryKeys.user.details(),
  queryKeys.hostels.all,
  queryKeys.properties.all,
];

/** Whether a cached query holds an answer for one caller; logging in resets these. */
export const isPerUser = (query: Query): boolean =>
  perUserKeys.some((key) => partialMatchKey(query.queryKey, key));
