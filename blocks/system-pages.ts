import { PAGE_SCHEMA_VERSION, type BlockNode, type PageDocument } from '../schemas/page-document';
import { blockRegistry } from './index';

/** The pages every school and sub-school has, by page code. They can be decorated but not deleted. */
export const SYSTEM_PAGE_CODES = ['home', 'search', 'login', 'class-view', 'check-view', 'feedback'] as const;
export type SystemPageCode = (typeof SYSTEM_PAGE_CODES)[number];

function block(type: string, id: string, props: Record<string, unknown> = {}): BlockNode {
  const def = blockRegistry.get(type);
  if (!def) throw new Error(`System page default uses unknown block type "${type}"`);
  return { id, type, v: def.version, props: { ...(structuredClone(def.defaults) as Record<string, unknown>), ...props } };
}

/** The header and footer every system page has, around its own blocks. */
function framed(code: string, ...blocks: BlockNode[]): PageDocument {
  return page(block('nav-header', `b_sys_${code}_header`), ...blocks, block('footer', `b_sys_${code}_footer`));
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
      return framed(
        'home',
        // No slides of its own: the school's default banner shows until the school sets some.
        block('banner', 'b_sys_home_banner', { slides: [] }),
        block('course-cards', 'b_sys_home_courses'),
        block('live-cards', 'b_sys_home_lives'),
        block('exam-cards', 'b_sys_home_exams'),
        block('hot-ranking', 'b_sys_home_hot'),
        block('points-leaderboard', 'b_sys_home_points'),
      );
    case 'search':
      return framed('search', block('search', 'b_sys_search_search'));
    case 'login':
      return framed('login', block('banner', 'b_sys_login_banner'));
    case 'class-view':
      // The class header, the teacher's tools first (shown to teachers only), then what learners use.
      return framed(
        'class',
        block('class-view', 'b_sys_class_view', { showSchedule: false }),
        block('class-manage', 'b_sys_class_manage'),
        block('class-schedule', 'b_sys_class_schedule'),
        block('class-attendance', 'b_sys_class_attendance'),
        block('class-progress', 'b_sys_class_progress'),
        block('class-attachments', 'b_sys_class_attachments'),
        block('class-courseware', 'b_sys_class_courseware'),
        block('class-questionnaire', 'b_sys_class_questionnaire'),
        block('class-certificate', 'b_sys_class_certificate'),
        block('class-students', 'b_sys_class_students'),
        block('class-feedback-records', 'b_sys_class_feedback'),
      );
    case 'check-view':
      return framed('check', block('class-check-in', 'b_sys_check_in'));
    case 'feedback':
      return framed('feedback', block('rich-text', 'b_sys_feedback_text'));
  }
}
