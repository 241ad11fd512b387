import { errorStatus, type ErrorCode } from '@pintrip/shared';

/** An expected failure with a contract code; the error handler turns it into the error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? code.replace(/_/g, ' '));
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const notFound = (what = 'resource') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'not the owner and not an admin') => new AppError('forbidden', message);
