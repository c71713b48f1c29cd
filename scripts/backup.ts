// npm run backup -- <new folder>: the embedded database and uploaded files, with the server stopped.
import { loadConfig } from '../server/config';
import { backupEmbedded } from '../server/db/backup';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <new folder>');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README, "Backups").');
  process.exit(2);
}
backupEmbedded(config, target)
  .then((m) => console.log(`Backed up ${m.counts.schools} schools, ${m.counts.pageVersions} page versions and ${m.counts.uploads} uploads to ${target}`))
  .catch((error: unknown) => {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exit(1);
  });
