import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RedirectUriRules } from './redirect-uri';
import { registerClient } from './service';

export const REGISTER_USAGE = 'usage: register-oauth-client.ts CLIENT_ID NAME REDIRECT_URI... [--public]';

/** The application `scripts/register-oauth-client.ts` is asked to register, or null when the arguments are not enough. */
export function parseRegisterArgs(args: string[]): { clientId: string; name: string; redirectUris: string[]; confidential: boolean } | null {
  const [clientId, name, ...redirectUris] = args.filter((a) => a !== '--public');
  if (!clientId || !name || redirectUris.length === 0) return null;
  return { clientId, name, redirectUris, confidential: !args.includes('--public') };
}

/**
 * What the script does once the database is open: registers the application under the same rules as
 * an administrator's registration, and says what it did (the secret once) or which URI is refused and why.
 */
export async function registerFromCommandLine(db: Db, input: NonNullable<ReturnType<typeof parseRegisterArgs>>, rules: RedirectUriRules): Promise<{ status: number; stdout: string[]; stderr: string[] }> {
  try {
    const { clientSecret } = await registerClient(db, input, rules);
    const stdout = [`registered ${input.clientId} with ${input.redirectUris.length} redirect URI(s)`];
    if (clientSecret) stdout.push(`client secret (shown once): ${clientSecret}`);
    return { status: 0, stdout, stderr: [] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems = (error.details ?? []) as { pointer: string; message: string }[];
    const stderr = problems.map(({ pointer, message }) => `${input.redirectUris[Number(pointer.split('/').pop())]}: ${message}`);
    return { status: 2, stdout: [], stderr: [...stderr, error.message] };
  }
}
