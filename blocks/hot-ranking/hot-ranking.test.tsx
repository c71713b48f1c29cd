import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { item } from '../_shared/cards/card-block-tests';
import { drawBlocks, ERROR_WAIT, fakeApi, nodeOf, pending } from '../_shared/test-support';
import { hotRanking } from './index';

const BOARD = '/api/portal/api/v1/portal/leaderboard-resource/1100000000000000001';
const rows = Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, item: item({ id: `12000000000000000${10 + i}`, title: { en_US: `Hit ${i + 1}` }, viewCount: 2500 - i }) }));

describe('hot-ranking', () => {
  it('holds a row per place while loading', async () => {
    const { container } = drawBlocks([nodeOf(hotRanking, { count: 5 })], { getJson: pending });
    await waitFor(() => expect(container.querySelectorAll('.hot-ranking__row--placeholder')).toHaveLength(5));
  });

  it('lists the top of the chosen type from the hot board, as many as asked', async () => {
    const getJson = vi.fn(fakeApi({ [BOARD]: { list: rows } }));
    drawBlocks([nodeOf(hotRanking, { resourceType: 2, count: 5 })], { getJson });
    expect(await screen.findByText('Hit 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByLabelText('No. 1')).toBeTruthy();
    expect(screen.getAllByText('2.5k views')).toHaveLength(1);
    expect(getJson).toHaveBeenCalledWith(`${BOARD}?board=hot&type=2`);
  });

  it('says so when the board is empty', async () => {
    drawBlocks([nodeOf(hotRanking)], { getJson: fakeApi({ [BOARD]: { list: [] } }) });
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });

  it('shows an error when the board fails', async () => {
    drawBlocks([nodeOf(hotRanking)], { getJson: () => Promise.reject(new Error('down')) });
    expect((await screen.findByRole('alert', {}, ERROR_WAIT)).textContent).toBe('This content could not be loaded');
  });
});
