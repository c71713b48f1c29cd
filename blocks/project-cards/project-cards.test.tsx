import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardBlockStates, item } from '../_shared/cards/card-block-tests';
import { drawBlocks, nodeOf, pending } from '../_shared/test-support';
import { projectCards } from './index';

describe('project-cards', () => {
  cardBlockStates(projectCards, '/api/o3service/o3/project-resource', item({ teacherName: 'Mr Wang' }), ['1.2k learners · Teacher: Mr Wang']);

  it('links "more" to the project school\'s own list', async () => {
    drawBlocks([nodeOf(projectCards)], { getJson: pending });
    const more = await screen.findByRole('link', { name: /^More/ });
    expect(more.getAttribute('href')).toBe('/portal/1100000000000000001/o3-school/more');
  });
});
