import { describe, expect, it } from 'vitest';
import { createDocumentValidator } from '../renderer/validate';
import { blockRegistry } from './index';
import { SYSTEM_PAGE_CODES, systemPageDefault } from './system-pages';

describe('system page defaults', () => {
  const validate = createDocumentValidator(blockRegistry);
  it.each(SYSTEM_PAGE_CODES)('%s is a valid document', (code) => {
    const result = validate(systemPageDefault(code));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});

describe('system page composition', () => {
  const types = (code: (typeof SYSTEM_PAGE_CODES)[number]) => systemPageDefault(code).blocks.map((b) => b.type);
  it.each([
    ['home', ['nav-header', 'banner', 'course-cards', 'live-cards', 'exam-cards', 'hot-ranking', 'points-leaderboard', 'footer']],
    ['search', ['nav-header', 'search', 'footer']],
    ['class-view', ['nav-header', 'class-view', 'class-manage', 'class-schedule', 'class-attendance', 'class-progress', 'class-attachments', 'class-courseware',
      'class-questionnaire', 'class-certificate', 'class-students', 'class-feedback-records', 'footer']],
    ['check-view', ['nav-header', 'class-check-in', 'footer']],
    ['login', ['nav-header', 'banner', 'footer']],
    ['feedback', ['nav-header', 'rich-text', 'footer']],
  ] as const)('%s has %j', (code, expected) => {
    expect(types(code)).toEqual(expected);
  });

  it('home shows the school default banner (no slides of its own)', () => {
    expect(systemPageDefault('home').blocks.find((b) => b.type === 'banner')!.props.slides).toEqual([]);
  });
});

describe('project-school pages', () => {
  it.each(['o3-school', 'o3-new-project', 'o3-course-more', 'o3-case-more', 'o3-more'] as const)('%s has the o3 footer', (code) => {
    expect(systemPageDefault(code).blocks.find((b) => b.type === 'footer')!.props.schoolType).toBe('o3');
  });
});
