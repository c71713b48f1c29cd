import type { BlockRegistry } from '../../renderer/block-definition';
import { showcaseDocument } from '../../blocks/showcase';
import type { PageDocument } from '../../schemas/page-document';
import { newBlockId } from '../tree';

/** The showcase document (every block of the registry) with fresh block ids, for a page the designer adds. */
export function everyBlockDocument(registry: BlockRegistry): PageDocument {
  return showcaseDocument(registry, () => newBlockId());
}
