import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { classAttachments } from '../class-attachments';
import { drawBlocks, fakeApi, nodeOf } from '../_shared/test-support';
import { classStudents } from '../class-students';
import { classSchedule } from './index';

const CLASS_ID = '1400000000000000001';
const role = (over: Record<string, boolean> = {}) => ({ classId: CLASS_ID, isTheClassTeacher: false, isAdministrator: false, canManage: false, enrolled: false, ...over });
const session = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id, title: { en_US: `Session ${id.slice(-1)}` }, startsAt: '2030-01-07T09:00:00Z', endsAt: '2030-01-07T11:00:00Z', place: '', liveUrl: '', lecturerName: 'Tina', status, ...extra,
});
const routeParams = { code: 'class-view', classId: CLASS_ID };

describe('class blocks', () => {
  it('the schedule marks the next session and links a safe live address only', async () => {
    drawBlocks([nodeOf(classSchedule)], {
      context: { routeParams },
      getJson: fakeApi({
        '/api/manager/isTheClassTeacher/': role(),
        '/api/class/schedules/': {
          list: [session('1400000000000000011', 'ended'), session('1400000000000000012', 'upcoming', { liveUrl: 'https://live.example.com/x' }), session('1400000000000000013', 'upcoming', { liveUrl: 'javascript:alert(1)' })],
          total: 3, pageNumber: 1, pageSize: 100, nextSessionId: '1400000000000000012',
        },
      }),
    });
    const next = await screen.findByText('Next session');
    const row = next.closest('li')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getByRole('link', { name: 'Join live' }).getAttribute('href')).toBe('https://live.example.com/x');
    expect(screen.getAllByRole('link', { name: 'Join live' })).toHaveLength(1);
  });

  it('shows files to learners without management tools, and nothing to visitors outside the designer', async () => {
    const files = [{ id: '1400000000000000021', uuid: '1', name: 'plan.pdf', attachmentType: 1, contentType: 'application/pdf', size: 9, url: '/f/1' }];
    const { unmount } = drawBlocks([nodeOf(classAttachments)], {
      context: { routeParams }, getJson: fakeApi({ '/api/manager/isTheClassTeacher/': role({ enrolled: true }), '/api/manager/attachment/attachmentList/': files }),
    });
    expect(await screen.findByRole('link', { name: 'plan.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move plan.pdf' })).toBeNull();
    expect(screen.queryByLabelText('Upload files')).toBeNull();
    unmount();

    const visitor = fakeApi({ '/api/manager/isTheClassTeacher/': role() });
    const view = drawBlocks([nodeOf(classStudents)], { context: { routeParams }, getJson: visitor });
    // Loading first, then nothing at all.
    await waitFor(() => expect(view.container.querySelector('[data-block-type="class-students"]')?.textContent).toBe(''));
    view.unmount();
    drawBlocks([nodeOf(classStudents)], { context: { routeParams, mode: 'edit' } as never, getJson: visitor });
    expect(await screen.findByText("Shown to the class's teachers and the school's administrators.")).toBeTruthy();
  });

  it('gives teachers a drag handle and an upload button per file', async () => {
    const files = [{ id: '1400000000000000021', uuid: '1', name: 'plan.pdf', attachmentType: 1, contentType: 'application/pdf', size: 9, url: '/f/1' }];
    drawBlocks([nodeOf(classAttachments)], {
      context: { routeParams }, getJson: fakeApi({ '/api/manager/isTheClassTeacher/': role({ isTheClassTeacher: true, canManage: true }), '/api/manager/attachment/attachmentList/': files }),
    });
    expect(await screen.findByRole('button', { name: 'Move plan.pdf' })).toBeTruthy();
    expect(screen.getByLabelText('Upload files')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();
  });

  it('asks for the caller\'s role once for all the class blocks of a page', async () => {
    const answers = fakeApi({ '/api/manager/isTheClassTeacher/': role(), '/api/class/schedules/': { list: [], total: 0, pageNumber: 1, pageSize: 100, nextSessionId: null } });
    const getJson = vi.fn(answers);
    drawBlocks([nodeOf(classSchedule, {}, 'b_sched001'), nodeOf(classAttachments, {}, 'b_files001'), nodeOf(classStudents, {}, 'b_studs001')], { context: { routeParams }, getJson });
    expect(await screen.findByText('No sessions scheduled yet')).toBeTruthy();
    expect(getJson.mock.calls.filter(([path]) => String(path).startsWith('/api/manager/isTheClassTeacher/'))).toHaveLength(1);
  });
});
