import { describe, expect, it } from 'vitest';
import { createPropsValidator } from '../renderer/validate';
import enLabels from './_shared/labels/locales/en_US.json';
import zhLabels from './_shared/labels/locales/zh_CN.json';
import { blockRegistry } from './index';

const check = createPropsValidator(blockRegistry);

describe('block registry', () => {
  it.each([...blockRegistry.keys()])('%s: defaults satisfy its own schema', (type) => {
    expect(check(type, blockRegistry.get(type)!.defaults)).toEqual([]);
  });

  it.each([...blockRegistry.keys()])('%s: its palette label id reads in zh_CN and en_US', (type) => {
    const { label } = blockRegistry.get(type)!.palette;
    expect(zhLabels[label as keyof typeof zhLabels]).toBeTruthy();
    expect(enLabels[label as keyof typeof enLabels]).toBeTruthy();
  });

  it.each([...blockRegistry.keys()])('%s: its component module loads and exports a component', async (type) => {
    const mod = await blockRegistry.get(type)!.load();
    expect(typeof mod.default).toBe('function');
  });
});
