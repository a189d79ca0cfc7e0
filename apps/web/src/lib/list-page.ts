import { ApiError, type ApiResult } from './api-client';

/** One page of a paged answer: its rows, and the total on the server when it was read. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** A paged answer as one list page; an answer without `meta` is not one the server should give. */
export function listPageOf<T>({ data, meta }: ApiResult<T[]>): ListPage<T> {
  if (!meta) throw new ApiError({ status: 200, message: 'No page information', code: 'INVALID_RESPONSE' });
  return { items: data, total: meta.total, page: meta.page, limit: meta.limit };
}
