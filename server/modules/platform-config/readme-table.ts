import { KEY_LIST } from './keys';

export const TABLE_START = '<!-- configuration-keys:start (npm run config:table writes this table) -->';
export const TABLE_END = '<!-- configuration-keys:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's table of configuration keys, made from the key definitions. */
export function configKeysTable(): string {
  const rows = KEY_LIST.map((k) => {
    const fallback = k.env ? `\`${k.env}\`` : `\`${JSON.stringify(k.default)}\``;
    return `| \`${k.name}\` | ${k.scope} | ${cell(fallback)} | ${k.cacheMs} | ${cell(k.description)} |`;
  });
  return [TABLE_START, '| key | scope | default | cache (ms) | meaning |', '|---|---|---|---|---|', ...rows, TABLE_END].join('\n');
}
