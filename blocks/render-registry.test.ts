import { describe, expect, it } from 'vitest';
import { blockComponent, preloadBlockTypes } from '../renderer/load-component';
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

  it('gives a visitor’s page and the designer one component per type, loaded once', async () => {
    expect(blockComponent(renderRegistry.get('divider')!)).toBe(blockComponent(blockRegistry.get('divider')!));
    await preloadBlockTypes(renderRegistry, ['spacer']);
    const drawn = blockComponent(blockRegistry.get('spacer')!);
    expect(drawn).toBe(blockComponent(renderRegistry.get('spacer')!));
    expect((drawn as { $$typeof?: symbol }).$$typeof).not.toBe(Symbol.for('react.lazy'));
  });
});
