/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) used here. */
export type ViteManifest = Record<string, { file: string; src?: string; css?: string[]; imports?: string[]; isDynamicEntry?: boolean }>;

/**
 * `<link>` tags for chunks of the build and everything they import: modulepreload for the code, and for
 * the styles either stylesheets (drawn on the server, needed before the first paint) or preloads.
 */
function chunkLinks(manifest: ViteManifest, keys: readonly string[], alreadyLinked: string, styles: 'stylesheet' | 'preload'): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  // Files the page template links already (the app's own entry) are not linked twice.
  const fresh = (file: string) => !alreadyLinked.includes(`/${file}"`);
  const style = styles === 'stylesheet' ? (file: string) => `<link rel="stylesheet" href="/${file}">` : (file: string) => `<link rel="preload" as="style" href="/${file}">`;
  return [...[...css].filter(fresh).map(style), ...[...js].filter(fresh).map((file) => `<link rel="modulepreload" href="/${file}">`)].join('');
}

/**
 * `<link>` tags for the styles and code of the block types a server-rendered page draws, so the
 * page is styled before its script runs (no layout jump) and hydration does not wait for chunks.
 * A block type's component is the dynamic entry inside `blocks/<type>/`.
 */
export function blockAssetLinks(manifest: ViteManifest, blockTypes: readonly string[], alreadyLinked = ''): string {
  const keys = blockTypes.flatMap((type) =>
    Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith(`blocks/${type}/`)).map(([key]) => key),
  );
  return chunkLinks(manifest, keys, alreadyLinked, 'stylesheet');
}

/** The designer's lazy entries: its route, the screen, and the preload the route starts while checking the administrator. */
const DESIGNER_ENTRIES = ['src/screens/DesignRoute.tsx', 'editor/DesignerScreen.tsx', 'editor/preload.ts'];

/**
 * `<link>` tags that download the designer's code (and preload its styles) while the app starts and checks
 * the login, instead of after: the designer's chunk is otherwise only asked for once the route has
 * confirmed the administrator.
 */
export function designerAssetLinks(manifest: ViteManifest, alreadyLinked = ''): string {
  const keys = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && DESIGNER_ENTRIES.includes(chunk.src ?? '')).map(([key]) => key);
  return chunkLinks(manifest, keys, alreadyLinked, 'preload');
}
