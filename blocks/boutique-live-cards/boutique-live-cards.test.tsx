import { screen, } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardBlockStates, item } from '../_shared/cards/card-block-tests';
import { drawBlocks, nodeOf, pending } from '../_shared/test-support';
import { boutiqueLiveCards } from './index';

describe('boutique-live-cards', () => {
  cardBlockStates(boutiqueLiveCards, '/api/portal/api/v1/portal/boutique-live-resource', item({ activityStatus: 2, teacherName: 'Dr Chen' }), ['In progress', '1.2k learners · Teacher: Dr Chen']);

  it('links "more" to the search page of its type and sort', async () => {
    drawBlocks([nodeOf(boutiqueLiveCards, { sort: 0, zone: 1, categoryIds: ['1300000000000000001'] })], { getJson: pending });
    const more = await screen.findByRole('link', { name: /^More/ });
    expect(more.getAttribute('href')).toBe(`/portal/1100000000000000001/search?cardType=${RESOURCE_TYPE.live}&sort=0&categoryIds=1300000000000000001&member=1`);
  });
});
