// Registers an application this portal issues authorization codes to (/oauth2/v1/authorize):
//   node --import tsx scripts/register-oauth-client.ts CLIENT_ID "Name" https://app.example/callback [--public]
// Prints the client secret once (confidential clients); a --public client has none and must use PKCE.
// Redirect URIs follow the same rules as an administrator's registration: exact https URLs (plain http
// only for localhost, 127.0.0.1 or [::1], and never with NODE_ENV=production).
import { openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { parseRegisterArgs, REGISTER_USAGE, registerFromCommandLine } from '../server/modules/oauth-server/command-line';

const input = parseRegisterArgs(process.argv.slice(2));
if (!input) {
  console.error(REGISTER_USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { status, stdout, stderr } = await registerFromCommandLine(database.db, input, config);
  for (const line of stdout) console.log(line);
  for (const line of stderr) console.error(line);
  process.exitCode = status;
} finally {
  await database.close();
}
