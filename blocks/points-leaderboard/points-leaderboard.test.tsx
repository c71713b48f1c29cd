import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawBlocks, ERROR_WAIT, fakeApi, nodeOf, pending } from '../_shared/test-support';
import { pointsLeaderboard } from './index';

const BOARD = '/api/portal/api/v1/portal/leaderboard-resource/1100000000000000001?board=points&rankingPeriod=';
const board = (who: string) => ({ list: [{ rank: 1, userId: `u-${who}`, displayName: who, avatarUrl: null, points: 1520 }] });
const api = vi.fn(fakeApi({ [`${BOARD}2`]: board('Month Ann'), [`${BOARD}3`]: board('Total Bo'), [`${BOARD}4`]: board('Last Cy'), [`${BOARD}5`]: { list: [] } }));

describe('points-leaderboard', () => {
  it('holds a row per place while loading', async () => {
    const { container } = drawBlocks([nodeOf(pointsLeaderboard, { count: 4 })], { getJson: pending });
    await waitFor(() => expect(container.querySelectorAll('.points-row--placeholder')).toHaveLength(4));
  });

  it('starts on the chosen period and switches with the tabs, by click or arrow keys', async () => {
    drawBlocks([nodeOf(pointsLeaderboard, { rankingPeriod: 3 })], { getJson: api });
    expect(await screen.findByText('Total Bo')).toBeTruthy();
    expect(screen.getByText('1.5k points')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All time' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Latest month' }));
    expect(screen.getByText('Month Ann')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Latest month' }), { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'This year' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Nothing here yet');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'This year' }), { key: 'ArrowLeft' });
    expect(screen.getByText('Last Cy')).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(4);
  });

  it('shows an error when the boards fail', async () => {
    drawBlocks([nodeOf(pointsLeaderboard)], { getJson: () => Promise.reject(new Error('down')) });
    expect((await screen.findByRole('alert', {}, ERROR_WAIT)).textContent).toBe('This content could not be loaded');
  });
});
