import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { ICONS, isIconName } from './icons';

describe('designer icons', () => {
  it('holds the palette icon of every block type, so none falls back to the box or to a glyph the font lacks', () => {
    const missing = [...blockRegistry.values()].filter((def) => !isIconName(def.palette.icon)).map((def) => `${def.type}: ${def.palette.icon}`);
    expect(missing).toEqual([]);
  });

  it('knows no name by prototype accident', () => {
    expect(isIconName('constructor')).toBe(false);
    expect(isIconName('toString')).toBe(false);
    expect(Object.keys(ICONS).every((name) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toBe(true);
  });
});
