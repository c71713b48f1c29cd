// Adds up the JSON reports of vitest and Playwright in a folder and prints `N passed, N failed`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') passed++;
        else if (test.status !== 'skipped') failed++;
      }
    }
    countPlaywright(suite.suites);
  }
}

for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that fails to load has no tests but must still count as a failure.
    failed += (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  } else if (report.suites) {
    countPlaywright(report.suites);
    failed += (report.errors ?? []).length;
  }
}
console.log(`${passed} passed, ${failed} failed`);
