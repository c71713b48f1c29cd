import { describe, expect, it } from 'vitest';
import { blockAssetLinks } from './block-assets';

const manifest = {
  'index.html': { file: 'assets/index.js', isDynamicEntry: false },
  'blocks/banner/Banner.tsx': { file: 'assets/Banner.js', src: 'blocks/banner/Banner.tsx', isDynamicEntry: true, css: ['assets/Banner.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'blocks/spacer/Spacer.tsx': { file: 'assets/Spacer.js', src: 'blocks/spacer/Spacer.tsx', isDynamicEntry: true },
};

describe('blockAssetLinks', () => {
  it('links the styles and code of the used block types, with their imports', () => {
    expect(blockAssetLinks(manifest, ['banner'])).toBe(
      '<link rel="stylesheet" href="/assets/Banner.css"><link rel="stylesheet" href="/assets/shared.css">' +
        '<link rel="modulepreload" href="/assets/Banner.js"><link rel="modulepreload" href="/assets/shared.js">',
    );
  });

  it('leaves out what the page template links already', () => {
    expect(blockAssetLinks(manifest, ['banner'], '<script src="/assets/shared.js"></script><link href="/assets/shared.css">')).toBe(
      '<link rel="stylesheet" href="/assets/Banner.css"><link rel="modulepreload" href="/assets/Banner.js">',
    );
  });

  it('links nothing for unknown types', () => {
    expect(blockAssetLinks(manifest, ['mystery'])).toBe('');
  });
});
