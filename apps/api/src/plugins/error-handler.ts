import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Fastify's own client errors, with a message that reads well to a user. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but JSON was expected.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
};

/** Errors the router meets before any route or hook runs, so the error handler never sees them. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.', code: 'URI_TOO_LONG' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.', code: 'BAD_URL' },
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
  void reply.status(500).send(failure(GENERIC_ERROR_MESSAGE, { code: 'INTERNAL' }));
}

/** Field → first message, so the form shows the rule that failed first, in the schema's order. */
function fieldErrorsOf(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/** One error shape for the whole API (DESIGN §3): never a stack trace or internals to the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation);
      const message = Object.values(errors)[0] ?? 'Invalid input';
      return reply.status(400).send(failure(message, { code: 'VALIDATION', errors }));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(
        failure(error.message, {
          code: error.code,
          ...(error.fieldErrors && { errors: error.fieldErrors }),
        }),
      );
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(known.message, { code: error.code }));
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(failure('The request body is not valid JSON.', { code: 'INVALID_JSON' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send(failure(error.message, { code: error.code ?? 'BAD_REQUEST' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(GENERIC_ERROR_MESSAGE, { code: 'INTERNAL' }));
  });
}
