import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
