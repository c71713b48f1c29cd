// npm run restore -- <backup folder> [--force]: puts a backup back into DATA_DIR, with the server stopped.
import { loadConfig } from '../server/config';
import { restoreEmbedded } from '../server/db/backup';

const args = process.argv.slice(2);
const source = args.find((a) => !a.startsWith('--'));
if (!source) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README, "Backups").');
  process.exit(2);
}
restoreEmbedded(config, source, { force: args.includes('--force') })
  .then((m) => console.log(`Restored ${m.counts.schools} schools, ${m.counts.pageVersions} page versions and ${m.counts.uploads} uploads (backup of ${m.createdAt}) into ${config.dataDir}`))
  .catch((error: unknown) => {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exit(1);
  });
