import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp, openDatabase } from '../server/app';
import { loadConfig } from '../server/config';
import { seedDemo } from '../server/db/seed';
import { report } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = { home: '/portal/1100000000000000001/home?sxz-lang=en_US', login: '/login/index?sxz-lang=en_US' };

/**
 * Lighthouse (desktop preset) on the portal home and login pages, served by the production build over
 * loopback, in Debian's Chromium: prints each category's score, 0-100 (the goal is 95 or more each).
 */
export async function benchLighthouse(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '3000' });
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const app = await buildApp(config, { db: database, logger: false });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const [name, path] of Object.entries(PAGES)) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, {
        extends: 'lighthouse:default',
        settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1366, height: 768, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'provided' },
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      for (const category of CATEGORIES) report(`lighthouse_${name}_${category.replace('-', '_')}`, (result.lhr.categories[category]?.score ?? 0) * 100, 'score', 0);
    }
  } finally {
    await chrome.kill();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
