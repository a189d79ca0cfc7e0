import { COMMON_CODES, type MessageCode } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';
import { fieldErrorCodes, firstCode } from '../lib/field-errors';

const C = COMMON_CODES;
/** Seconds a client waits before trying again after a 503 (the database or the photo store). */
const RETRY_AFTER_SECONDS = '5';

/** Fastify's own client errors, with a message that reads well to a user and our own code (never Fastify's). */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: MessageCode; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: C.request.tooLarge, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: C.request.unsupportedType,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: C.request.emptyJson, code: 'EMPTY_JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: C.request.invalidJson, code: 'INVALID_JSON' },
};

/** Errors the router meets before any route or hook runs, so the error handler never sees them. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: MessageCode; code: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: C.request.addressTooLong, code: 'URI_TOO_LONG' },
  FST_ERR_BAD_URL: { status: 400, message: C.request.addressInvalid, code: 'BAD_URL' },
};

/**
 * Fastify's `frameworkErrors` option: without it a path parameter over the router's limit (100
 * characters) or a malformed URL is answered with Fastify's own JSON, not our envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) {
    void reply.status(known.status).send(failure(known.message, { code: known.code }));
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.status(500).send(failure(C.somethingWrong, { code: 'INTERNAL' }));
}

/** One error shape for the whole API (the response envelope): never a stack trace or internals to the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const errors = fieldErrorCodes(issues, (issue) =>
        request.log.warn(issue, 'validation rule without a message code'),
      );
      return reply.status(400).send(failure(firstCode(errors), { code: 'VALIDATION', errors }));
    }
    if (error instanceof AppError) {
      // Our own 503s (the photo store) say when to try again, as the database's does.
      if (error.statusCode === 503) void reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(error.statusCode).send(
        failure(error.messageCode, {
          code: error.code,
          params: error.messageParams,
          ...(error.fieldErrors && { errors: error.fieldErrors }),
        }),
      );
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(known.message, { code: known.code }));
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(failure(C.request.invalidJson, { code: 'INVALID_JSON' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // A client error from a plugin: its own text is not written for users, so say it plainly.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(failure(C.request.invalid, { code: 'BAD_REQUEST' }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(failure(C.unavailable, { code: 'DATABASE_UNAVAILABLE' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(C.somethingWrong, { code: 'INTERNAL' }));
  });
}
