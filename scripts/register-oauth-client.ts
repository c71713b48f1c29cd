// Registers an application this portal issues authorization codes to (/oauth2/v1/authorize):
//   node --import tsx scripts/register-oauth-client.ts CLIENT_ID "Name" https://app.example/callback [--public]
// Prints the client secret once (confidential clients); a --public client has none and must use PKCE.
import { openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { registerClient } from '../server/modules/oauth-server/service';

const args = process.argv.slice(2);
const isPublic = args.includes('--public');
const [clientId, name, ...redirectUris] = args.filter((a) => a !== '--public');
if (!clientId || !name || redirectUris.length === 0) {
  console.error('usage: register-oauth-client.ts CLIENT_ID NAME REDIRECT_URI... [--public]');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  const { clientSecret } = await registerClient(database.db, { clientId, name, redirectUris, confidential: !isPublic });
  console.log(`registered ${clientId} with ${redirectUris.length} redirect URI(s)`);
  if (clientSecret) console.log(`client secret (shown once): ${clientSecret}`);
} finally {
  await database.close();
}
