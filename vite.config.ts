import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `dist/client/.vite/modules.json`: for every chunk, the source modules inside it and the chunks
 * it imports. The bundle check (tests/build) walks it to prove the visitor's bundle holds no editor code.
 */
function moduleMap(): Plugin {
  let ssr = false;
  return {
    name: 'module-map',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return; // the map describes what browsers load
      const chunks: Record<string, { isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[]; sizes: number[] }> = {};
      const root = process.cwd();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules).map((id) => (id.startsWith(root) ? id.slice(root.length) : id)),
          sizes: Object.values(output.modules).map((m) => m.renderedLength),
        };
      }
      const dir = join(root, 'dist/client/.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), moduleMap()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the pre-18 polyfill that react-i18next (and the rich-text
      // editor) import becomes React's own hook.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        codeSplitting: {
          // The visitor's first load (every module the entry imports statically) is one chunk: otherwise
          // each module that a lazily loaded chunk shares with it becomes a chunk of its own, each a request
          // and a gzip header. Screens, the designer and block components, imported lazily, stay apart.
          groups: [{ name: 'portal', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
