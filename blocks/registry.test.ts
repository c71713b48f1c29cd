import { describe, expect, it } from 'vitest';
import { createPropsValidator } from '../renderer/validate';
import { blockRegistry } from './index';

const check = createPropsValidator(blockRegistry);

describe('block registry', () => {
  it.each([...blockRegistry.keys()])('%s: defaults satisfy its own schema', (type) => {
    expect(check(type, blockRegistry.get(type)!.defaults)).toEqual([]);
  });

  it.each([...blockRegistry.keys()])('%s: has a palette label in zh_CN and en_US', (type) => {
    const { label } = blockRegistry.get(type)!.palette;
    expect(label.zh_CN).toBeTruthy();
    expect(label.en_US).toBeTruthy();
  });

  it.each([...blockRegistry.keys()])('%s: its component module loads and exports a component', async (type) => {
    const mod = await blockRegistry.get(type)!.load();
    expect(typeof mod.default).toBe('function');
  });
});
