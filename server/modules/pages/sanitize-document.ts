import { serverRichTextSanitizer } from '../../../renderer/rich-text-server';
import type { BlockRegistry } from '../../../renderer/block-definition';
import type { BlockNode, PageDocument } from '../../../schemas/page-document';

type SchemaNode = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sanitizes each language of a localized rich-text value with the one policy (schemas/rich-text-policy.ts). */
function sanitizeLocalized(value: unknown): unknown {
  if (!isObject(value)) return value;
  const sanitize = serverRichTextSanitizer();
  return Object.fromEntries(Object.entries(value).map(([lang, html]) => [lang, typeof html === 'string' ? sanitize(html) : html]));
}

/**
 * Walks a value alongside its JSON Schema and sanitizes every node marked `x-widget: rich-text`.
 * Generic over properties, additionalProperties and items, so a new block type's rich-text fields
 * are cleaned without any code here knowing about it.
 */
export function sanitizeBySchema(schema: unknown, value: unknown): unknown {
  if (!isObject(schema)) return value;
  const node = schema as SchemaNode;
  if (node['x-widget'] === 'rich-text') return sanitizeLocalized(value);
  if (Array.isArray(value)) {
    const items = node.items;
    return isObject(items) ? value.map((item) => sanitizeBySchema(items, item)) : value;
  }
  if (!isObject(value)) return value;
  const properties = isObject(node.properties) ? node.properties : {};
  const additional = node.additionalProperties;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childSchema = key in properties ? properties[key] : isObject(additional) ? additional : undefined;
    out[key] = childSchema ? sanitizeBySchema(childSchema, child) : child;
  }
  return out;
}

function sanitizeBlock(block: BlockNode, registry: BlockRegistry): BlockNode {
  const def = registry.get(block.type);
  const props = def ? (sanitizeBySchema(def.schema, block.props) as Record<string, unknown>) : block.props;
  if (!block.slots) return { ...block, props };
  const slots = Object.fromEntries(Object.entries(block.slots).map(([name, children]) => [name, children.map((c) => sanitizeBlock(c, registry))]));
  return { ...block, props, slots };
}

/** Returns a copy of a (valid) document whose rich-text props hold only safe markup. */
export function sanitizeDocument(document: PageDocument, registry: BlockRegistry): PageDocument {
  return { ...document, blocks: document.blocks.map((block) => sanitizeBlock(block, registry)) };
}
