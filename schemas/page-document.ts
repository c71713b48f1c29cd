import type { FromSchema } from 'json-schema-to-ts';

/** The newest page envelope version this code writes and reads. */
export const PAGE_SCHEMA_VERSION = 1;
export const MAX_BLOCKS_PER_PAGE = 5000;

export const BLOCK_ID_PATTERN = '^b_[A-Za-z0-9_-]{4,40}$';
export const BLOCK_TYPE_PATTERN = '^[a-z][a-z0-9-]{1,40}$';

/** One block of a page: its type, props version, props and, for containers, named slots of child blocks. */
export const blockNodeSchema = {
  $id: 'block-node',
  type: 'object',
  required: ['id', 'type', 'v', 'props'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: BLOCK_ID_PATTERN },
    type: { type: 'string', pattern: BLOCK_TYPE_PATTERN },
    v: { type: 'integer', minimum: 1 },
    props: { type: 'object' },
    slots: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-zA-Z0-9]{0,30}$' },
      additionalProperties: { type: 'array', items: { $ref: 'block-node' } },
    },
  },
} as const;

export const pageSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    isfullPage: { type: 'boolean' },
    background: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
  },
} as const;

/** The page document envelope (ARCHITECTURE §3). Block props are checked per type by the renderer's validator. */
export const pageDocumentSchema = {
  $id: 'page-document',
  type: 'object',
  required: ['schemaVersion', 'settings', 'blocks'],
  additionalProperties: false,
  properties: {
    schemaVersion: { type: 'integer', minimum: 1 },
    settings: pageSettingsSchema,
    blocks: { type: 'array', maxItems: MAX_BLOCKS_PER_PAGE, items: { $ref: 'block-node' } },
  },
} as const;

type BlockNodeShape = FromSchema<typeof blockNodeSchema, { parseNotKeyword: false }>;

/** A block as stored. `slots` recurse, which FromSchema cannot express, so only that field is refined here. */
export type BlockNode = Omit<BlockNodeShape, 'props' | 'slots'> & {
  props: Record<string, unknown>;
  slots?: Record<string, BlockNode[]>;
};
export type PageSettings = FromSchema<typeof pageSettingsSchema>;
export type PageDocument = { schemaVersion: number; settings: PageSettings; blocks: BlockNode[] };

export function emptyDocument(): PageDocument {
  return { schemaVersion: PAGE_SCHEMA_VERSION, settings: { isfullPage: false }, blocks: [] };
}
