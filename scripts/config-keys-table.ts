// Rewrites the README's table of configuration keys from server/modules/platform-config/keys.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { configKeysTable, TABLE_END, TABLE_START } from '../server/modules/platform-config/readme-table';

const path = new URL('../README.md', import.meta.url);
const readme = readFileSync(path, 'utf8');
const start = readme.indexOf(TABLE_START);
const end = readme.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} ... ${TABLE_END} block`);
writeFileSync(path, readme.slice(0, start) + configKeysTable() + readme.slice(end + TABLE_END.length));
console.log('README.md: configuration keys table written');
