import { describe, expect, it } from 'vitest';
import { blockAssetLinks, designerAssetLinks } from './block-assets';

const manifest = {
  'index.html': { file: 'assets/index.js', isDynamicEntry: false },
  'blocks/banner/Banner.tsx': { file: 'assets/Banner.js', src: 'blocks/banner/Banner.tsx', isDynamicEntry: true, css: ['assets/Banner.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'blocks/spacer/Spacer.tsx': { file: 'assets/Spacer.js', src: 'blocks/spacer/Spacer.tsx', isDynamicEntry: true },
  'editor/DesignerScreen.tsx': { file: 'assets/DesignerScreen.js', src: 'editor/DesignerScreen.tsx', isDynamicEntry: true, css: ['assets/DesignerScreen.css'], imports: ['index.html', 'editor/preload.ts', '_ajv.js'] },
  'editor/preload.ts': { file: 'assets/preload.js', src: 'editor/preload.ts', isDynamicEntry: true, imports: ['index.html'] },
  '_ajv.js': { file: 'assets/ajv.js' },
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

describe('designerAssetLinks', () => {
  it('preloads the designer’s screen and preload chunks with their imports, and its styles without applying them', () => {
    expect(designerAssetLinks(manifest, '<script type="module" src="/assets/index.js"></script>')).toBe(
      '<link rel="preload" as="style" href="/assets/DesignerScreen.css">' +
        '<link rel="modulepreload" href="/assets/DesignerScreen.js"><link rel="modulepreload" href="/assets/preload.js"><link rel="modulepreload" href="/assets/ajv.js">',
    );
  });

  it('links nothing when the build has no designer', () => {
    expect(designerAssetLinks({ 'index.html': manifest['index.html'] })).toBe('');
  });
});
