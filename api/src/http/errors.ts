/**
 * Errors that route handlers throw; the error handler in src/app.ts turns them into the
 * contract's bodies ({message} or, for 422, {message, errors}).
 */
import type { ValidationErrorBody } from '@portal/shared/contract';

export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export class ValidationError extends HttpError {
  readonly errors: Record<string, string[]>;

  constructor(errors: Record<string, string[]>, message?: string) {
    const first = Object.values(errors).find((messages) => messages.length > 0)?.[0];
    super(422, message ?? first ?? 'The given data was invalid.');
    this.name = 'ValidationError';
    this.errors = errors;
  }

  toBody(): ValidationErrorBody {
    return { message: this.message, errors: this.errors };
  }
}

/** A 422 about one field, the common case. */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

export const notFound = (message = 'Not Found.') => new HttpError(404, message);
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
