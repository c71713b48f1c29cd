// Makes an account a platform operator (who may edit platform-scope configuration keys), or with
// --revoke takes that away. Uses the same settings as the server (DATABASE_URL or DATA_DIR).
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { users } from '../server/db/schema';
import { platformOperators } from '../server/modules/platform-config/table';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const account = args.find((a) => !a.startsWith('--'));
if (!account) {
  console.error('usage: node --import tsx scripts/grant-platform-operator.ts <account> [--revoke]');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!user) throw new Error(`no account "${account}"`);
  if (revoke) await database.db.delete(platformOperators).where(eq(platformOperators.userId, user.id));
  else await database.db.insert(platformOperators).values({ userId: user.id }).onConflictDoNothing();
  console.log(`${account} ${revoke ? 'is no longer' : 'is'} a platform operator`);
} finally {
  await database.close();
}
