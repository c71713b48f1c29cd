import { describe, expect, it } from 'vitest';
import { blockRegistry } from './index';
import { renderRegistry } from './render-registry';

describe('render registry', () => {
  it('lists the block types of blocks/index.ts in the same order', () => {
    expect([...renderRegistry.keys()]).toEqual([...blockRegistry.keys()]);
  });

  // Each block's index.ts spreads its render part, so the parts are the very same objects.
  it.each([...blockRegistry.keys()])('%s: draws with the render part of its full definition', (type) => {
    const full = blockRegistry.get(type)!;
    const render = renderRegistry.get(type)!;
    for (const part of ['version', 'migrations', 'slots', 'drawnSlots', 'load', 'data'] as const) {
      expect(render[part], part).toBe(full[part]);
    }
  });
});
