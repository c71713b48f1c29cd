import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { failure } from '../http/envelope';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

const CONTEXT_KEYS: Record<string, string> = {
  body: 'request.invalid_body',
  querystring: 'request.invalid_query',
  params: 'request.invalid_params',
  headers: 'request.invalid_headers',
};

/** Fastify's (ajv) validation errors as JSON pointers into the part of the request that failed. */
function toDetails(issues: ValidationIssue[]) {
  return issues.map((issue) => {
    let pointer = issue.instancePath;
    if (issue.keyword === 'required') pointer += `/${String(issue.params.missingProperty)}`;
    if (issue.keyword === 'additionalProperties') pointer += `/${String(issue.params.additionalProperty)}`;
    return { pointer: pointer || '/', message: issue.message ?? 'is invalid' };
  });
}

/** Client errors Fastify raises itself, mapped to stable keys. */
const FASTIFY_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalid_body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid_body',
};

/** One error envelope for the whole API; user mistakes never become a 500. */
export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details?.[0] as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (error.statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send(failure(error.statusCode, error.key, error.message, error.details));
    }
    if (error.validation) {
      const key = CONTEXT_KEYS[error.validationContext ?? 'body'] ?? 'request.invalid_body';
      return reply.status(400).send(failure(400, key, error.message, toDetails(error.validation as ValidationIssue[])));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = FASTIFY_KEYS[error.code] ?? (status === 400 ? 'request.invalid_body' : `request.http_${status}`);
      return reply.status(status).send(failure(status, key, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, 'server.internal', 'Something went wrong on our side.'));
  });
}
