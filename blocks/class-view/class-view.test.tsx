import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../renderer/api';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderContext } from '../../renderer/context';
import { drawBlocks, fakeApi, nodeOf, testContext } from '../_shared/test-support';
import ClassView from './ClassView';
import { classView } from './index';
import type { ClassInfo } from './schema';

const CLASS_ID = '1400000000000000001';
const info: ClassInfo = {
  id: CLASS_ID, name: { en_US: 'Data 101' }, teacherName: 'Ms Li', startsAt: '2025-03-01T09:00:00Z', endsAt: '2025-03-30T17:00:00Z',
  schedule: [{ title: { en_US: 'Kick-off' }, startsAt: '2025-03-01T09:00:00Z' }], enrollment: 0, enrolledCount: 9, capacity: 10,
};
const member = { id: '1500000000000000001', displayName: 'Ann' };
const PATH = `/api/manager/class/classInfo/${CLASS_ID}`;

function draw(getJson: (path: string) => Promise<unknown>, context: Partial<RenderContext> = {}) {
  return drawBlocks([nodeOf(classView)], { getJson, context: { routeParams: { code: 'class-view', classId: CLASS_ID }, ...context } });
}
const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('class-view', () => {
  it('loads the class of the route (through the loader context)', async () => {
    const getJson = vi.fn(async () => info);
    await classView.data!.fetch(classView.defaults, { schoolId: '1100000000000000001', locale: 'en_US', getJson, routeParams: { classId: CLASS_ID } } as never);
    expect(getJson).toHaveBeenCalledWith(`${PATH}?schoolId=1100000000000000001`);
  });

  it('says so when the route names no class', async () => {
    draw(fakeApi({}), { routeParams: { code: 'class-view' } });
    expect(await screen.findByText('No class selected')).toBeTruthy();
  });

  // The renderer's loaders do not see routeParams yet, so these draw the component with its data directly.
  describe('drawn with its data', () => {
    const drawWith = (data: BlockComponentProps['data'], context: Partial<RenderContext> = {}) =>
      render(<ClassView id="b_class001" props={classView.defaults} data={data as never} context={{ ...testContext, ...context }} slots={{}} />);
    const loaded = async (context: Partial<RenderContext> = {}) => drawWith({ status: 'success', value: info }, context);

    it('keeps its place while loading', () => {
      const { container } = drawWith({ status: 'loading' });
      expect(container.querySelector('.class-view--placeholder[aria-busy="true"]')).toBeTruthy();
    });

    it('tells a missing class from a failed load', () => {
      drawWith({ status: 'error', error: new ApiError(404, 'class.not_found', 'x') });
      expect(screen.getByRole('alert').textContent).toBe('This class does not exist');
      cleanup();
      drawWith({ status: 'error', error: new Error('down') });
      expect(screen.getByRole('alert').textContent).toBe('This content could not be loaded');
    });

    it('shows name, teacher, seats and schedule; visitors get a login link back here', async () => {
      await loaded({ routeParams: { code: 'class-view', classId: CLASS_ID } });
      expect(screen.getByRole('heading', { name: 'Data 101' })).toBeTruthy();
      expect(screen.getByText('Ms Li')).toBeTruthy();
      expect(screen.getByText('9 of 10 places taken')).toBeTruthy();
      expect(screen.getByText('Kick-off')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Log in to enrol' }).getAttribute('href')).toBe(
        `/login/index?redirect=${encodeURIComponent(`/portal/1100000000000000001/class-view/${CLASS_ID}`)}`,
      );
    });

    it('enrols a member with a JSON POST, then offers to leave', async () => {
      const fetch = respond(200, { code: 200, data: null });
      vi.stubGlobal('fetch', fetch);
      await loaded({ user: member });
      fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
      expect(await screen.findByRole('button', { name: 'Leave class' })).toBeTruthy();
      expect(screen.getByText('10 of 10 places taken')).toBeTruthy();
      expect(fetch).toHaveBeenCalledWith('/api/manager/class/enroll?schoolId=1100000000000000001', expect.objectContaining({
        method: 'POST', credentials: 'same-origin', body: JSON.stringify({ classId: CLASS_ID }),
      }));
    });

    it('says when the class is full', async () => {
      vi.stubGlobal('fetch', respond(409, { code: 409, error: 'class.full', message: 'full' }));
      await loaded({ user: member });
      fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
      expect((await screen.findByRole('status')).textContent).toBe('This class is full');
    });

    it('turns into a login link when the session has ended', async () => {
      vi.stubGlobal('fetch', respond(401, { code: 401, error: 'auth.unauthenticated', message: 'x' }));
      await loaded({ user: member });
      fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
      expect(await screen.findByRole('link', { name: 'Log in to enrol' })).toBeTruthy();
    });
  });
});
