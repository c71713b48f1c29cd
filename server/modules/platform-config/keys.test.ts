import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { defaultOf, KEY_LIST } from './keys';
import { configKeysTable } from './readme-table';

const config = loadConfig({ SESSION_SECRET: 'x'.repeat(40), CONTACT_HIDDEN_HOSTS: 'a.example, B.example' });

describe('configuration keys', () => {
  it.each(KEY_LIST.map((k) => [k.name, k]))('%s: its default passes its own schema, and it says what it means', (_name, k) => {
    const validate = new Ajv({ strict: false }).compile(k.schema as object);
    expect(validate(defaultOf(k, config)), JSON.stringify(validate.errors)).toBe(true);
    expect(k.description.length).toBeGreaterThan(20);
    expect(k.message.length).toBeGreaterThan(5);
    expect([1, 300000]).toContain(k.cacheMs);
  });

  it('takes the contact white list default from CONTACT_HIDDEN_HOSTS', () => {
    expect(defaultOf(KEY_LIST.find((k) => k.name === 'contactHiddenHosts')!, config)).toEqual(['a.example', 'b.example']);
  });

  it('the README lists every key exactly as the definitions say (npm run config:table)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(configKeysTable());
  });
});
