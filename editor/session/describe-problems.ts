import type { BlockRegistry } from '../../renderer/block-definition';
import type { DocumentError } from '../../renderer/validate';
import { isLanguage, type Language } from '../../schemas/languages';
import type { BlockNode, PageDocument } from '../../schemas/page-document';
import { blockLabel } from '../i18n';
import { fieldFromSchema, type FieldSchema, type FieldSpec } from '../inspector/schema-fields';
import type { Problem } from '../store/session';

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** Names an array item as the inspector does ("Slides 2"). */
export type ItemLabel = (label: string, position: number) => string;

/** The labels along a path inside a block's props: "Slides 1", "Caption (en_US)". */
function propLabels(field: FieldSpec | undefined, tokens: readonly string[], itemLabel: ItemLabel): string[] {
  const labels: string[] = [];
  let at = field;
  let label = field?.label ?? tokens[0] ?? '';
  for (const token of tokens.slice(1)) {
    if (at?.kind === 'array' && /^\d+$/.test(token)) {
      label = itemLabel(label, Number(token) + 1);
      at = at.item;
    } else if (at?.kind === 'object' && at.fields?.some((f) => f.name === token)) {
      labels.push(label);
      at = at.fields.find((f) => f.name === token);
      label = at!.label;
    } else if (isLanguage(token)) {
      label = `${label} (${token})`;
      break;
    } else break;
  }
  return [...labels, label];
}

/**
 * Words a document error for people: `Banner 2 › Slides 1 › Title (en_US): must not be longer than 120 characters`.
 * `pageLabel` names errors outside any block.
 */
export function describeProblem(
  document: PageDocument, error: DocumentError, registry: BlockRegistry, language: Language, pageLabel: string,
  itemLabel: ItemLabel = (label, position) => `${label} ${position}`,
): Problem {
  const tokens = error.pointer.split('/').slice(1).map(unescape);
  const where: string[] = [];
  let list: BlockNode[] | undefined = tokens[0] === 'blocks' ? document.blocks : undefined;
  let i = list ? 1 : 0;
  let block: BlockNode | undefined;
  while (list && tokens[i] !== undefined && /^\d+$/.test(tokens[i]!)) {
    const index = Number(tokens[i]);
    block = list[index];
    if (!block) break;
    where.push(`${blockLabel(registry, block.type, language)} ${index + 1}`);
    i += 1;
    list = tokens[i] === 'slots' ? block.slots?.[tokens[i + 1] ?? ''] : undefined;
    if (list) i += 2;
  }
  const def = block && registry.get(block.type);
  const name = tokens[i + 1];
  if (def && tokens[i] === 'props' && name) {
    const schema = def.schema.properties[name] as FieldSchema | undefined;
    const field = schema ? fieldFromSchema(name, schema, false, language) : undefined;
    where.push(...propLabels(field, tokens.slice(i + 1), itemLabel));
  }
  if (!where.length) where.push(pageLabel);
  return { pointer: error.pointer, text: `${where.join(' › ')}: ${error.message}` };
}
