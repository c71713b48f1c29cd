import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderContext } from '../../renderer/context';
import { drawBlocks, ERROR_WAIT, fakeApi, pending, testContext } from '../_shared/test-support';
import Banner from './Banner';
import { banner } from './index';
import v1 from './migrations/1-to-2.fixture.json';
import type { BannerProps } from './schema';

const slide = (title: string) => ({ title: { en_US: title }, subtitle: {}, imageUrl: '', linkUrl: '' });
const three: BannerProps = { ...banner.defaults, slides: [slide('One'), slide('Two'), slide('Three')], intervalSeconds: 3 };
const success = { status: 'success' as const, value: null };

function drawBanner(props: BannerProps, context: Partial<RenderContext> = {}) {
  return render(<Banner id="b_banner01" props={props} data={success} context={{ ...testContext, ...context }} slots={{}} />);
}
const shown = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => vi.useRealTimers());

describe('banner', () => {
  it('draws a v1 document as one slide, migrated on the way in', async () => {
    drawBlocks([{ id: 'b_old00001', type: 'banner', v: 1, props: v1.before }]);
    expect(await screen.findByRole('heading', { name: 'Welcome to the Demo School' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('moves with next, previous, the dots and the arrow keys', () => {
    drawBanner(three);
    expect(shown()).toEqual(['One']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['Two']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shown()).toEqual(['Three']);
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Go to slide 3' }), { key: 'ArrowRight' });
    expect(shown()).toEqual(['One']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Go to slide 1' }), { key: 'ArrowLeft' });
    expect(shown()).toEqual(['Three']);
  });

  it('mirrors the arrow keys for right-to-left languages', () => {
    drawBanner(three, { locale: 'ar_SA' });
    fireEvent.keyDown(screen.getByRole('group'), { key: 'ArrowLeft' });
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('2 من 3');
  });

  it('plays by itself for visitors, and pauses on hover and with the pause button', () => {
    vi.useFakeTimers();
    drawBanner(three);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toEqual(['Two']);
    const carousel = screen.getByRole('region');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toEqual(['Two']);
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toEqual(['Two']);
    expect(screen.getByRole('button', { name: 'Start autoplay' })).toBeTruthy();
  });

  it('does not play in the designer, nor under reduced motion', () => {
    vi.useFakeTimers();
    const view = drawBanner(three, { mode: 'edit' });
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toEqual(['One']);
    view.unmount();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => undefined, removeEventListener: () => undefined }));
    drawBanner(three);
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toEqual(['One']);
    expect(screen.queryByRole('button', { name: 'Pause autoplay' })).toBeNull();
    vi.unstubAllGlobals();
  });

  describe('with no slides of its own', () => {
    const empty = { ...banner.defaults, slides: [] };
    const node = { id: 'b_banner02', type: 'banner', v: banner.version, props: empty };

    it('keeps its height while the school default loads', async () => {
      const { container } = drawBlocks([node], { getJson: pending });
      expect(await vi.waitFor(() => container.querySelector('.banner--placeholder[aria-busy="true"]'))).toBeTruthy();
    });

    it('shows the school default banner', async () => {
      const getJson = vi.fn(fakeApi({ '/api/portal/api/v1/portal/default-banner': { slides: [{ imageUrl: '/b.png', title: { en_US: 'School default' }, linkUrl: '' }] } }));
      drawBlocks([node], { getJson });
      expect(await screen.findByRole('heading', { name: 'School default' })).toBeTruthy();
      expect(getJson).toHaveBeenCalledWith('/api/portal/api/v1/portal/default-banner?schoolId=1100000000000000001');
    });

    it('shows visitors nothing when the school has none, and tells editors', async () => {
      const getJson = fakeApi({ '/api/portal/api/v1/portal/default-banner': { slides: [] } });
      const view = drawBlocks([node], { getJson, context: { mode: 'edit' } });
      expect((await screen.findByRole('note')).textContent).toBe('Nothing here yet');
      view.unmount();
      const { container } = drawBlocks([node], { getJson });
      await vi.waitFor(() => {
        expect(container.querySelector('.pb-block-loading')).toBeNull(); // the component has loaded
        expect(container.querySelector('.banner')).toBeNull(); // and its data: no placeholder either
      });
      expect(container.querySelector('[data-block-id="b_banner02"]')!.textContent).toBe('');
    });

    it('tells editors when the default banner fails to load', async () => {
      drawBlocks([node], { getJson: () => Promise.reject(new Error('down')), context: { mode: 'edit' } });
      expect((await screen.findByRole('alert', {}, ERROR_WAIT)).textContent).toBe('This content could not be loaded');
    });

    it('does not ask for the default when it has slides', async () => {
      const getJson = vi.fn(pending);
      drawBlocks([{ ...node, props: banner.defaults }], { getJson });
      expect(await screen.findByRole('heading', { name: 'Welcome to our school' })).toBeTruthy();
      expect(getJson).not.toHaveBeenCalled();
    });
  });
});
