import type { FastifyInstance } from 'fastify';
import { COMMON_CODES } from '@app/shared';
import { badRequest } from '../lib/app-error';

export function hasNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 10 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNulByte(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL byte, so one in any query, param or JSON field would fail
 * deep in a query as a 500. Refuse it up front as the bad input it is.
 */
export function registerNoNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNulByte(request.query) || hasNulByte(request.params) || hasNulByte(request.body)) {
      throw badRequest(COMMON_CODES.request.controlCharacters);
    }
  });
}
