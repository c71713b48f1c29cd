import { PAGE_SCHEMA_VERSION, type BlockNode, type PageDocument } from '../schemas/page-document';
import { blockRegistry } from './index';
import { OPEN_SCHOOLS_TITLE, SERVICE_TERMS, STORE_INTRODUCTION } from './system-page-texts';

/** The pages every school and sub-school has, by page code. They can be decorated but not deleted. */
export const SYSTEM_PAGE_CODES = [
  'home', 'search', 'login', 'class-view', 'check-view', 'feedback',
  // School detail and sub-portal, sub-schools and their fans and "more", project schools, personal
  // space, orders, communities, the service terms and the store's landing page.
  'school-detail', 'sub-portal', 'sub-schools', 'fans', 'more',
  'o3-school', 'o3-new-project', 'o3-course-more', 'o3-case-more', 'o3-more',
  'person-space', 'orders', 'community', 'service', 'introduce',
] as const;
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

/** A project-management (o3) page: its footer follows the o3 rules (schoolType=o3 cookie policy, cookie settings overseas). */
function framedO3(code: string, ...blocks: BlockNode[]): PageDocument {
  return page(block('nav-header', `b_sys_${code}_header`), ...blocks, block('footer', `b_sys_${code}_footer`, { schoolType: 'o3' }));
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
    case 'school-detail':
      return framed('detail', block('school-profile', 'b_sys_detail_profile'), block('school-list', 'b_sys_detail_subs', { showSearch: false, pageSize: 6 }));
    case 'sub-portal':
      return framed('subportal', block('banner', 'b_sys_subportal_banner', { slides: [] }), block('school-profile', 'b_sys_subportal_profile', { showUnions: false }),
        block('course-cards', 'b_sys_subportal_courses'), block('live-cards', 'b_sys_subportal_lives'));
    case 'sub-schools':
      return framed('subs', block('school-list', 'b_sys_subs_list'));
    case 'fans':
      return framed('fans', block('school-fans', 'b_sys_fans_list'));
    case 'more':
      return framed('more', block('course-cards', 'b_sys_more_courses', { count: 20 }), block('exam-cards', 'b_sys_more_exams', { count: 20 }), block('live-cards', 'b_sys_more_lives', { count: 20 }));
    case 'o3-school':
      return framedO3('o3', block('banner', 'b_sys_o3_banner', { slides: [] }), block('project-form', 'b_sys_o3_new'), block('project-cards', 'b_sys_o3_projects'),
        block('course-cards', 'b_sys_o3_courses'), block('case-cards', 'b_sys_o3_cases'));
    case 'o3-new-project':
      return framedO3('o3new', block('project-form', 'b_sys_o3new_form', { mode: 'form' }));
    case 'o3-course-more':
      return framedO3('o3courses', block('course-cards', 'b_sys_o3courses_list', { count: 20, showMore: false }));
    case 'o3-case-more':
      return framedO3('o3cases', block('case-cards', 'b_sys_o3cases_list', { count: 20, showMore: false }));
    case 'o3-more':
      return framedO3('o3more', block('project-cards', 'b_sys_o3more_list', { count: 20, showMore: false }));
    case 'person-space':
      return framed('space', block('person-space', 'b_sys_space_space'));
    case 'orders':
      return framed('orders', block('order-center', 'b_sys_orders_center'));
    case 'community':
      return framed('community', block('community-board', 'b_sys_community_board'));
    case 'service':
      return framed('service', block('rich-text', 'b_sys_service_text', { content: SERVICE_TERMS }));
    case 'introduce':
      return framed('introduce', block('banner', 'b_sys_introduce_banner', { slides: [] }), block('rich-text', 'b_sys_introduce_text', { content: STORE_INTRODUCTION }),
        block('school-list', 'b_sys_introduce_schools', { source: 'open-schools', title: OPEN_SCHOOLS_TITLE, pageSize: 6 }));
  }
}
