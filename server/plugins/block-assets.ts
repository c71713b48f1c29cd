/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) used here. */
export type ViteManifest = Record<string, { file: string; src?: string; css?: string[]; imports?: string[]; isDynamicEntry?: boolean }>;

/**
 * `<link>` tags for the styles and code of the block types a server-rendered page draws, so the
 * page is styled before its script runs (no layout jump) and hydration does not wait for chunks.
 * A block type's component is the dynamic entry inside `blocks/<type>/`.
 */
export function blockAssetLinks(manifest: ViteManifest, blockTypes: readonly string[], alreadyLinked = ''): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const type of blockTypes) {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isDynamicEntry && chunk.src?.startsWith(`blocks/${type}/`)) visit(key);
    }
  }
  // Files the page template links already (the app's own entry) are not linked twice.
  const fresh = (file: string) => !alreadyLinked.includes(`/${file}"`);
  return [
    ...[...css].filter(fresh).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...js].filter(fresh).map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('');
}
