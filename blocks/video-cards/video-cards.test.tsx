import { screen, waitFor, } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardBlockStates, item } from '../_shared/cards/card-block-tests';
import { drawBlocks, nodeOf, pending } from '../_shared/test-support';
import { videoCards } from './index';

describe('video-cards', () => {
  cardBlockStates(videoCards, '/api/portal/api/v1/portal/video-search', item({ durationSeconds: 3725 }), ['01:02:05', '56.7k views']);

  it('has no "more" link, as the search page has no tab for its type', async () => {
    const { container } = drawBlocks([nodeOf(videoCards)], { getJson: pending });
    await waitFor(() => expect(container.querySelector('.card-list')).toBeTruthy());
    expect(screen.queryByRole('link', { name: /^More/ })).toBeNull();
  });
});
