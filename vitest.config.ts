import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// When TEST_REPORT_DIR is set (CI), each run also writes a JSON report that .ci/run adds up.
const reportDir = process.env.TEST_REPORT_DIR;
const reporters = reportDir
  ? ['default', ['json', { outputFile: join(reportDir, `vitest-${Date.now()}-${process.pid}.json`) }]]
  : ['default'];

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: reporters as never,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{schemas,blocks,renderer,editor,src,server,scripts}/**/*.test.ts'],
          setupFiles: ['tests/setup-blocks.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{blocks,renderer,editor,src}/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          // Whole screens driven with user-event: give a busy two-core machine room before calling it a failure.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
    ],
  },
});
