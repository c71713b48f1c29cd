import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawBlocks, fakeApi, nodeOf } from '../_shared/test-support';
import { schoolFans } from './index';

const page = { list: [{ id: '7', displayName: 'Mia', avatarUrl: null, since: '2026-01-01T00:00:00Z' }], total: 1, following: false };

describe('school-fans', () => {
  it('lists the fans with their count, never more than a name and picture', async () => {
    drawBlocks([nodeOf(schoolFans)], { getJson: fakeApi({ '/api/personal-center/v1/school-fans': page }), context: { user: { id: '9', displayName: 'Ann' } } });
    expect(await screen.findByText('1 fans')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Fans' }).textContent).toContain('Mia');
    expect(screen.getByRole('button', { name: 'Follow this school' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers visitors a login to follow', async () => {
    drawBlocks([nodeOf(schoolFans)], { getJson: fakeApi({ '/api/personal-center/v1/school-fans': page }) });
    expect(await screen.findByRole('link', { name: 'Log in to follow' })).toBeTruthy();
  });
});
