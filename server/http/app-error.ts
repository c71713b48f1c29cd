/** A failure the client caused or may see: HTTP status, stable key, human message, optional details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'auth.unauthenticated', 'Verification failed, please Login again.');
/** Spec §8: a sign-in that arrives without its authorization code answers like a missing user. */
export const authorizationCodeMissing = () =>
  new AppError(400, 'auth.code_missing', 'Verification failed, please Login again.', [{ pointer: '/code', message: 'is required' }]);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'auth.forbidden', message);
export const schoolNotFound = () => new AppError(404, 'school.not_found', 'School not found.');

/** 429 with the seconds to wait; the error handler turns them into a Retry-After header. */
export const tooManyRequests = (key: string, message: string, retryAfterSeconds: number) =>
  new AppError(429, key, message, [{ retryAfterSeconds }]);
