import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawBlocks, fakeApi, nodeOf } from '../_shared/test-support';
import { communityBoard } from './index';
import type { Community } from './schema';

const activity = (id: string, sectionId: string, title: string, status: number, extra = {}) => ({
  id, sectionId, title: { en_US: title }, startsAt: '2026-01-01T10:00:00Z', endsAt: '2026-01-01T12:00:00Z', activityStatus: status, capacity: null, enrolledCount: 0, enrollment: 0, ...extra,
});
const community: Community = {
  id: '31', name: { en_US: 'Learners' }, description: { en_US: 'Share.' }, subscribed: false, subscriberCount: 2,
  sections: [{ id: 's1', name: { en_US: 'Code' } }, { id: 's2', name: { en_US: 'Words' } }],
  activities: [activity('a1', 's1', 'Review night', 2), activity('a2', 's2', 'Japanese corner', 1, { capacity: 2, enrolledCount: 2 }), activity('a3', 's1', 'Hackathon', 3)],
};
const member = { user: { id: '9', displayName: 'Ann' } };

describe('community-board', () => {
  it('shows sections, subscribers and activities; ended ones take no enrolment, full ones are disabled', async () => {
    drawBlocks([nodeOf(communityBoard)], { getJson: fakeApi({ '/api/km/v1/communities': [community] }), context: member });
    expect(await screen.findByRole('heading', { name: 'Learners' })).toBeTruthy();
    expect(screen.getByText('2 subscribers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe to Learners' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enrol in Review night' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enrol in Japanese corner' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enrol in Hackathon' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Words' }));
    expect(screen.queryByText('Review night')).toBeNull();
    expect(screen.getByText('Japanese corner')).toBeTruthy();
  });

  it('says when the school has no community', async () => {
    drawBlocks([nodeOf(communityBoard)], { getJson: fakeApi({ '/api/km/v1/communities': [] }) });
    expect(await screen.findByText('This school has no communities yet.')).toBeTruthy();
  });
});
