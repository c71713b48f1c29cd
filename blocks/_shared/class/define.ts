import { defineBlock, type BlockRenderDefinition } from '../../../renderer/block-definition';
import type { ClassData } from './class-render';
import { classBlockSchema, type ClassBlockProps } from './schema';

/** A class block: its render part (`class-render.ts`), no props, and a palette entry named `block.<type>` with this icon. */
export function defineClassBlock<D>(render: BlockRenderDefinition<ClassBlockProps, ClassData<D> | null>, icon: string) {
  return defineBlock<ClassBlockProps, ClassData<D> | null>({
    ...render,
    schema: classBlockSchema,
    defaults: {},
    palette: { label: `block.${render.type}`, icon, category: 'content' },
  });
}
