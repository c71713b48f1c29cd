import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../renderer/api';
import { drawBlocks, ERROR_WAIT, nodeOf } from '../_shared/test-support';
import { personSpace, spaceTarget } from './index';
import type { SpaceSummary } from './schema';

const OWNER = '1500000000000000002';
const summary = (self: boolean, visible: Partial<SpaceSummary['visible']> = {}): SpaceSummary => ({
  owner: { id: OWNER, displayName: 'Lee', avatarUrl: null }, self, following: false, fanCount: 2, followCount: 1,
  visible: { dynamics: true, works: true, learning: true, fans: true, follows: true, visitors: false, ...visible },
});
const api = (head: SpaceSummary | Error, tab: unknown = { list: [], total: 0 }) => async (path: string) => {
  if (path.startsWith('/api/personal-center/v1/space')) {
    if (head instanceof Error) throw head;
    return head;
  }
  return tab;
};
const viewer = { user: { id: '1500000000000000001', displayName: 'Ann' } };

describe('person-space', () => {
  it('reads its tab from the route and its owner from userId', () => {
    expect(spaceTarget({ routeParams: { tab: 'works' }, query: { userId: OWNER } })).toEqual({ tab: 'works', userId: OWNER });
    expect(spaceTarget({ routeParams: { tab: 'nope' }, query: { userId: 'x' } })).toEqual({ tab: 'dynamics', userId: null });
  });

  it('shows another member only the tabs the owner allows, and says so for a hidden one', async () => {
    drawBlocks([nodeOf(personSpace)], { getJson: api(summary(false, { works: false })), context: { ...viewer, routeParams: { code: 'person-space', tab: 'works' }, query: { userId: OWNER } } });
    expect(await screen.findByRole('heading', { name: "Lee's space" })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Space sections' });
    expect([...tabs.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Dynamics', 'Learning process', 'Fans', 'Following']);
    expect(screen.getByText('The member keeps this part of their space to themselves.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Lee' })).toBeTruthy();
  });

  it('gives the owner a form to post and the visitors and settings tabs', async () => {
    const items = { list: [{ id: '1', kind: 'dynamic', title: '', body: 'Hello space', createdAt: '2026-01-01T00:00:00Z' }], total: 1 };
    drawBlocks([nodeOf(personSpace)], { getJson: api(summary(true), items), context: { ...viewer, routeParams: { code: 'person-space', tab: 'dynamics' } } });
    expect(await screen.findByText('Hello space')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dynamics' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks visitors to log in', async () => {
    drawBlocks([nodeOf(personSpace)], { getJson: api(new ApiError(401, 'auth.unauthenticated', 'no')), context: { routeParams: { code: 'person-space', tab: 'dynamics' } } });
    expect(await screen.findByRole('link', { name: 'Log in to see personal spaces' }, ERROR_WAIT)).toBeTruthy();
  });

  describe('applications the owner allowed (settings tab)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const settings = { showDynamics: true, showWorks: true, showLearning: true, showFans: true, showFollows: true, showVisitors: false };
    const timetable = {
      clientId: 'app_1', name: 'Timetable', school: { id: '1100000000000000001', name: { en_US: 'Demo School' } },
      scopes: ['openid', 'profile', 'email'], allowedAt: '2026-03-01T09:30:00Z',
    };
    const drawSettings = (applications: unknown) => {
      const getJson = async (path: string) => {
        if (path.startsWith('/api/personal-center/v1/space')) return summary(true);
        if (path.startsWith('/api/personal-center/v1/settings')) return settings;
        if (path === '/api/personal-center/v1/applications') {
          if (applications instanceof Error) throw applications;
          return applications;
        }
        throw new Error(path);
      };
      drawBlocks([nodeOf(personSpace)], { getJson, context: { ...viewer, routeParams: { code: 'person-space', tab: 'settings' } } });
    };

    it('lists each one with its school, what it receives and when, and revokes after a confirmation', async () => {
      const deleted: string[] = [];
      vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
        deleted.push(`${init?.method} ${path}`);
        return new Response(JSON.stringify({ code: 200, data: { revoked: true } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }));
      drawSettings([timetable]);
      const section = await screen.findByRole('region', { name: 'Applications you allowed' });
      expect(within(section).getByRole('heading', { level: 3, name: 'Timetable' })).toBeTruthy();
      expect(within(section).getByText('Registered by Demo School')).toBeTruthy();
      expect([...section.querySelectorAll('.space-apps__scopes li')].map((li) => li.textContent)).toEqual(['Your account ID', 'Your name and profile picture', 'Your e-mail address']);
      expect(within(section).getByText(/^Allowed on /).getAttribute('datetime')).toBe('2026-03-01T09:30:00Z');
      // The switches are still there above it.
      expect(screen.getByRole('group', { name: 'What other members may see' })).toBeTruthy();

      await userEvent.click(within(section).getByRole('button', { name: 'Revoke Timetable' }));
      const confirm = within(section).getByRole('group', { name: 'Revoke Timetable' });
      expect(confirm.textContent).toContain('Revoke Timetable? It can no longer sign you in without asking you first.');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Revoke Timetable'));
      expect(deleted).toEqual([]);

      await userEvent.click(within(section).getByRole('button', { name: 'Revoke Timetable' }));
      await userEvent.click(within(section).getByRole('button', { name: 'Yes, revoke' }));
      expect((await within(section).findByRole('status')).textContent).toBe('Timetable can no longer sign you in without asking you first.');
      expect(deleted).toEqual(['DELETE /api/personal-center/v1/applications/app_1']);
      expect(within(section).getByText('You have not allowed any application yet.')).toBeTruthy();
      expect(document.activeElement).toBe(within(section).getByRole('heading', { level: 2 }));
    });

    it('says when there are none', async () => {
      drawSettings([]);
      expect(await screen.findByText('You have not allowed any application yet.')).toBeTruthy();
    });

    it('keeps the switches when the list cannot be read', async () => {
      drawSettings(new Error('down'));
      const section = await screen.findByRole('region', { name: 'Applications you allowed' });
      expect(within(section).getByRole('alert').textContent).toBe('This content could not be loaded');
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    });
  });
});
