import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import type { BlockNode, PageDocument } from '../schemas/page-document';

/** One block of the benchmark page as Puck data: sections keep their children in the `items` slot, rich texts become Text. */
function toPuck(block: BlockNode, top: boolean): unknown {
  if (block.type === 'section') {
    return { type: 'Section', props: { id: block.id, top, items: (block.slots?.main ?? []).map((child) => toPuck(child, false)) } };
  }
  const html = String((block.props.content as Record<string, string> | undefined)?.en_US ?? '');
  return { type: 'Text', props: { id: block.id, text: html.replace(/<[^>]+>/g, '') } };
}

/** The benchmark page in Puck's data format. */
export function puckData(document: PageDocument): unknown {
  return { root: { props: {} }, content: document.blocks.map((block) => toPuck(block, true)) };
}

/** Builds bench/puck (Puck's editor with three components) and serves it on loopback; `close` stops and removes it. */
export async function servePuckHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-puck-'));
  await build({ configFile: false, root: join(process.cwd(), 'bench/puck'), base: '/', logLevel: 'error', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
  const server = Fastify({ logger: false });
  await server.register(fastifyStatic, { root: outDir });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${url}/index.html`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
