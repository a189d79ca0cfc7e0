import { ListingIdParamSchema, TaskIdParamSchema } from '@app/shared';
import { ApiError } from './api-error';

/** The server has no such thing, or hides it from this user (an unverified listing): 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Listing ids are UUIDs, as the server's routes check: anything else names no listing. */
export function isListingId(id: string): boolean {
  return ListingIdParamSchema.safeParse({ id }).success;
}

/** Task ids are UUIDs too. */
export function isTaskId(id: string): boolean {
  return TaskIdParamSchema.safeParse({ id }).success;
}
