import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** The JSON pointer of the first string (or key) in `value` holding U+0000, or null. Iterative: deep input cannot overflow the stack. */
export function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, pointer] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pointer || '/';
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key.includes('\u0000')) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

const PARTS = [
  ['body', 'request.invalid_body'],
  ['query', 'request.invalid_query'],
  ['params', 'request.invalid_params'],
] as const;

/**
 * Refuses (400) a request whose body, query or path holds the NUL character: PostgreSQL stores no
 * U+0000 in text or jsonb, so it would otherwise fail as a server error when saved or searched.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, key] of PARTS) {
      const pointer = findNul(request[part]);
      if (pointer !== null) throw new AppError(400, key, 'Text may not contain the NUL character (U+0000).', [{ pointer, message: 'must not contain U+0000' }]);
    }
  });
}
