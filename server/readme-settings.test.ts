import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from './config';

// The README's settings table must say what the server reads, so a new setting cannot go undocumented.
describe('README settings table', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  it.each(SETTINGS.map((s) => [s.name, s]))('documents %s with its default', (_name, setting) => {
    expect(readme).toContain(`| \`${setting.name}\` | \`${setting.default}\` |`);
  });
});
