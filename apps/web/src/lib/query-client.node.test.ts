import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryDelay, shouldRetry } from './query-client';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 0, message: 'x', ...init });

describe('query retry policy', () => {
  it('retries transient failures up to twice', () => {
    const transient = [
      error({ isNetworkError: true }),
      error({ isTimeout: true }),
      error({ status: 503 }),
      error({ status: 429 }),
    ];
    for (const failure of transient) {
      expect(shouldRetry(0, failure)).toBe(true);
      expect(shouldRetry(1, failure)).toBe(true);
      expect(shouldRetry(2, failure)).toBe(false);
    }
  });

  it('never retries client errors or unknown errors', () => {
    expect(shouldRetry(0, error({ status: 400 }))).toBe(false);
    expect(shouldRetry(0, error({ status: 401 }))).toBe(false);
    expect(shouldRetry(0, error({ status: 404 }))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('backs off exponentially up to 8 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
  });
});
