import { screen, waitFor, } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardBlockStates, item } from '../_shared/cards/card-block-tests';
import { drawBlocks, nodeOf, pending } from '../_shared/test-support';
import { learningMapCards } from './index';

describe('learning-map-cards', () => {
  cardBlockStates(learningMapCards, '/api/portal/api/v1/portal/learning-map-resource', item({ enrollment: 1 }), ['1.2k learners', 'Enrolled']);

  it('has no "more" link, as the search page has no tab for its type', async () => {
    const { container } = drawBlocks([nodeOf(learningMapCards)], { getJson: pending });
    await waitFor(() => expect(container.querySelector('.card-list')).toBeTruthy());
    expect(screen.queryByRole('link', { name: /^More/ })).toBeNull();
  });
});
