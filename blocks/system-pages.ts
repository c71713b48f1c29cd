import { PAGE_SCHEMA_VERSION, type BlockNode, type PageDocument } from '../schemas/page-document';
import { blockRegistry } from './index';

/** The pages every school and sub-school has, by page code. They can be decorated but not deleted. */
export const SYSTEM_PAGE_CODES = ['home', 'search', 'login', 'class-view', 'feedback'] as const;
export type SystemPageCode = (typeof SYSTEM_PAGE_CODES)[number];

function block(type: string, id: string): BlockNode {
  const def = blockRegistry.get(type);
  if (!def) throw new Error(`System page default uses unknown block type "${type}"`);
  return { id, type, v: def.version, props: structuredClone(def.defaults) as Record<string, unknown> };
}

function page(...blocks: BlockNode[]): PageDocument {
  return { schemaVersion: PAGE_SCHEMA_VERSION, settings: { isfullPage: false }, blocks };
}

/**
 * The document a system page shows until the school releases its own version. The server serves it
 * as version 0, and the designer starts from it.
 */
export function systemPageDefault(code: SystemPageCode): PageDocument {
  switch (code) {
    case 'home':
      return page(block('banner', 'b_sys_home_banner'), block('course-cards', 'b_sys_home_courses'));
    case 'search':
      return page(block('course-cards', 'b_sys_search_results'));
    case 'login':
      return page(block('banner', 'b_sys_login_banner'));
    case 'class-view':
      return page(block('rich-text', 'b_sys_class_text'));
    case 'feedback':
      return page(block('rich-text', 'b_sys_feedback_text'));
  }
}
