import { STALE_ERROR_CODE } from '#shared/contracts/common.js';

/** Errors as DESIGN.md says: { error: { code, message, fields? } } with a fitting status. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'invalid_input', message, fields);
export const unauthorized = (message = 'Not authenticated. Please log in again.') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
/** 409: the record changed since the caller read it; the message says who and what to do. */
export const stale = (message: string) => new AppError(409, STALE_ERROR_CODE, message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'rule_violation', message, fields);
export const tooManyRequests = (message = 'Too many attempts. Please wait a few minutes and try again.') =>
  new AppError(429, 'rate_limited', message);
