import type { BlockRegistry } from '../../renderer/block-definition';
import type { DocumentError } from '../../renderer/validate';
import { isLanguage, type UiLanguage } from '../../schemas/languages';
import type { BlockNode, PageDocument } from '../../schemas/page-document';
import { blockLabel } from '../i18n';
import { fieldLabel } from '../inspector/schema-fields';
import type { Problem } from '../store/session';

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Words a document error for people: `Banner 2 › Title (en_US): must NOT have more than 120 characters`.
 * `pageLabel` names errors outside any block.
 */
export function describeProblem(
  document: PageDocument, error: DocumentError, registry: BlockRegistry, language: UiLanguage, pageLabel: string,
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
  if (def && tokens[i] === 'props' && tokens[i + 1]) {
    const lang = tokens[i + 2];
    const label = fieldLabel(def.schema, tokens[i + 1]!, language);
    where.push(lang && isLanguage(lang) ? `${label} (${lang})` : label);
  }
  if (!where.length) where.push(pageLabel);
  return { pointer: error.pointer, text: `${where.join(' › ')}: ${error.message}` };
}
