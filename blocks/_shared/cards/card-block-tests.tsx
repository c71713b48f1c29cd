// The four data states every card list block is tested in; each block's test file runs them with its own facts.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { AnyBlockDefinition } from '../../../renderer/block-definition';
import { drawBlocks, fakeApi, nodeOf, pending } from '../test-support';
import type { ResourceItem } from './types';

/** A resource item with every field set, `overrides` applied. */
export function item(overrides: Partial<ResourceItem> = {}): ResourceItem {
  return {
    id: '1200000000000000001', type: 1, title: { en_US: 'Algebra I', zh_CN: '代数一' }, coverUrl: '/covers/a.png', zone: 0,
    enrolledCount: 1234, viewCount: 56789, downloadCount: 0, createdAt: '2024-01-01T00:00:00Z', startsAt: null, endsAt: null,
    activityStatus: null, enrollment: 0, teacherName: null, durationSeconds: null, ...overrides,
  };
}

/** Registers the loading, success, empty and error tests of a card list block. */
export function cardBlockStates(def: AnyBlockDefinition, endpoint: string, sample: ResourceItem, expectText: string[]) {
  it('shows placeholders of the final count while loading', () => {
    const { container } = drawBlocks([nodeOf(def, { count: 3 })], { getJson: pending });
    return waitFor(() => expect(container.querySelectorAll('.card--placeholder')).toHaveLength(3));
  });

  it('asks its endpoint and draws the cards with their facts', async () => {
    const getJson = vi.fn(fakeApi({ [endpoint]: { list: [sample], total: 1, pageNumber: 1, pageSize: 8 } }));
    drawBlocks([nodeOf(def)], { getJson });
    const card = (await screen.findByRole('heading', { name: 'Algebra I', level: 3 })).closest('li')!;
    for (const fact of expectText) expect(within(card).getByText(fact)).toBeTruthy();
    expect(getJson.mock.calls[0]![0]).toMatch(new RegExp(`^${endpoint.replace(/[?]/g, '\\?')}.*schoolId=1100000000000000001`));
  });

  it('says so when the list is empty', async () => {
    drawBlocks([nodeOf(def)], { getJson: fakeApi({ [endpoint]: { list: [], total: 0, pageNumber: 1, pageSize: 8 } }) });
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });

  it('shows an error when the call fails', async () => {
    drawBlocks([nodeOf(def)], { getJson: () => Promise.reject(new Error('down')) });
    // The renderer retries a failed load once (about a second) before showing the error.
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('This content could not be loaded');
  });
}
