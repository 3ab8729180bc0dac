import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@kaista/domain/shared/api';
import { HttpError } from '../http-errors';

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Invalid content length.',
  },
};

function fieldErrorsOf(error: FastifyError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fieldErrors;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= issue.message ?? 'invalid';
  }
  return fieldErrors;
}

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    const body: ApiError = { code: error.code, message: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'The request is not valid.',
        fieldErrors: fieldErrorsOf(error),
      },
    };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { code: known.code, message: known.message } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { code: 'BAD_REQUEST', message: error.message } };
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } };
}

/** DESIGN.md §4: every error is JSON with a code; never a stack trace, never a 500 for bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
