/** The success envelope every non-spec route answers with. */
export function ok<T>(data: T): { code: 200; message: 'success'; data: T } {
  return { code: 200, message: 'success', data };
}

/** The failure envelope; the HTTP status is `code`. */
export function failure(code: number, error: string, message: string, details?: unknown[]) {
  return details === undefined ? { code, error, message } : { code, error, message, details };
}
