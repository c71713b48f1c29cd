import { screen, } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { cardBlockStates, item } from '../_shared/cards/card-block-tests';
import { drawBlocks, fakeApi, nodeOf, pending } from '../_shared/test-support';
import { classCards } from './index';

describe('class-cards', () => {
  cardBlockStates(classCards, '/api/portal/api/v1/portal/class-resource', item({ activityStatus: 3, enrollment: 1, teacherName: 'Mr Wang' }), ['Ended', 'Enrolled', '1.2k learners · Teacher: Mr Wang']);

  it('links each card to its class view', async () => {
    drawBlocks([nodeOf(classCards)], { getJson: fakeApi({ '/api/portal/api/v1/portal/class-resource': { list: [item()], total: 1, pageNumber: 1, pageSize: 8 } }) });
    const link = await screen.findByRole('link', { name: 'Algebra I' });
    expect(link.getAttribute('href')).toBe('/portal/1100000000000000001/class-view/1200000000000000001');
  });

  it('links "more" to the search page of its type and sort', async () => {
    drawBlocks([nodeOf(classCards, { sort: 0, zone: 1, categoryIds: ['1300000000000000001'] })], { getJson: pending });
    const more = await screen.findByRole('link', { name: /^More/ });
    expect(more.getAttribute('href')).toBe(`/portal/1100000000000000001/search?cardType=${RESOURCE_TYPE.class}&sort=0&categoryIds=1300000000000000001&member=1`);
  });
});
