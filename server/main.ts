import { messagingWarnings } from './modules/messaging/messenger';
import { buildApp, openDatabase } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACCOUNTS, DEMO_MULTI_SCHOOL_ACCOUNT, demoUrls } from './db/demo';
import { seedDemo } from './db/seed';
import { classFileStoreFor } from './modules/class-files/store';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the server: config, database (migrated), demo seed, listen; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  if (config.seedDemo) await seedDemo(database.db, { classFiles: classFileStoreFor(config) });
  const app = await buildApp(config, { db: database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const urls = demoUrls(config.port);
  const lines = [
    `Portal server listening on http://${config.host}:${config.port} (${database.driver})`,
    ...(config.seedDemo
      ? [
          `Demo portal:   ${urls.portal}`,
          `Demo designer: ${urls.designer}`,
          `Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.account} / ${a.password} (${a.role})`).join(', ')}`,
          `Two schools:   ${DEMO_MULTI_SCHOOL_ACCOUNT.account} / ${DEMO_MULTI_SCHOOL_ACCOUNT.password} (mobile ${DEMO_MULTI_SCHOOL_ACCOUNT.mobile}, e-mail ${DEMO_MULTI_SCHOOL_ACCOUNT.email}${config.devOutbox ? '; codes appear at /api/dev/outbox' : ''})`,
        ]
      : []),
  ];
  console.log(lines.join('\n'));
  for (const warning of messagingWarnings(config)) app.log.warn(warning);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
