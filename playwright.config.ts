import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3217);
// Every run starts the portal on a database of its own, seeded with the demo school.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The test OpenID provider (tests/e2e/global-setup.ts) listens next to the portal.
process.env.E2E_IDP_PORT ??= String(port + 1000);

const reportDir = process.env.TEST_REPORT_DIR;
const reporter: ReporterDescription[] = [['list']];
if (reportDir) reporter.push(['json', { outputFile: join(reportDir, 'playwright.json') }]);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshots (tests tagged @screenshot; `npm run screenshots:update` renders them again): no animations,
    // no caret, CSS pixels, and a little room for anti-aliasing.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.01 },
  },
  // One picture per name, whatever the machine: the browser is always Debian's Chromium with DejaVu fonts.
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // 127.0.0.1 is on the contact white list, so tests reach the same server on a host that hides contact details.
    // Every test signs in from 127.0.0.1, so the per-address sign-in limit is raised.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', CONTACT_HIDDEN_HOSTS: '127.0.0.1', THIRD_PARTY_LOGIN: 'fake', LOGIN_ATTEMPTS_PER_IP: '100000',
      // store.localhost (Chromium resolves *.localhost to this machine) is served in store mode with a title of its own;
      // phones are sent to a mobile portal the tests intercept.
      STORE_MODE: 'store.localhost', HOST_TITLES: JSON.stringify({ 'store.localhost': { en_US: 'Course Store', zh_CN: '课程商店' } }),
      MOBILE_PORTAL_URL: 'https://m.portal.test', SITE_MAP_DRAWER: 'true' },
  },
});
