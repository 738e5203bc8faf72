/**
 * Schema pieces every route declares beside its own: the error answers it can give. Fastify
 * serializes them with these schemas, and the OpenAPI document lists them.
 */
import { ErrorSchema, ValidationErrorSchema } from '@portal/shared/schemas';

/** 401/403/404/409/429/400 carry {message}; 422 carries {message, errors}; 500 also the request id. */
export const errorAnswers = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  422: ValidationErrorSchema,
  500: ErrorSchema,
} as const;
