import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderContext } from '../renderer/context';
import { testContext } from './_shared/test-support';
import Bulletin from './bulletin/Bulletin';
import Divider from './divider/Divider';
import Footer, { withLanguage } from './footer/Footer';
import { footer } from './footer';
import Image from './image/Image';
import Section from './section/Section';

const idle = { status: 'idle' as const };
const ctx = (mode: RenderContext['mode'] = 'view'): RenderContext => ({ ...testContext, mode });

describe('layout blocks', () => {
  it('section paints its background and draws its main slot', () => {
    const { container } = render(<Section id="b_s" props={{ padding: 'large', maxWidth: 'narrow', background: '#123456' }} data={idle} context={ctx()} slots={{ main: <p>child</p> }} />);
    const root = container.firstChild as HTMLElement;
    expect(root.style.background).toBe('rgb(18, 52, 86)');
    expect(root.className).toContain('section--pad-large');
    expect(root.querySelector('.section__inner--narrow')!.textContent).toBe('child');
  });

  it('divider is a separator with the chosen line', () => {
    render(<Divider id="b_d" props={{ lineStyle: 'dashed', spacing: 'small' }} data={idle} context={ctx()} slots={{}} />);
    expect(screen.getByRole('separator').className).toBe('divider divider--dashed divider--small');
  });

  it('image shows its alternative text and link; without an image only editors see a placeholder', () => {
    const props = { url: '/a.png', alt: { en_US: 'A campus' }, link: '/x', fit: 'contain' as const };
    render(<Image id="b_i" props={props} data={idle} context={ctx()} slots={{}} />);
    expect(screen.getByRole('link', { name: 'A campus' }).getAttribute('href')).toBe('/x');
    const empty = { ...props, url: '' };
    const { container } = render(<Image id="b_j" props={empty} data={idle} context={ctx()} slots={{}} />);
    expect(container.textContent).toBe('');
    render(<Image id="b_k" props={empty} data={idle} context={ctx('edit')} slots={{}} />);
    expect(screen.getByText('Choose an image')).toBeTruthy();
  });

  it('bulletin draws nothing for visitors and a labelled placeholder in the designer', () => {
    const { container } = render(<Bulletin id="b_b" props={{ configUrl: '' }} data={idle} context={ctx()} slots={{}} />);
    expect(container.innerHTML).toBe('');
    render(<Bulletin id="b_b" props={{ configUrl: '' }} data={idle} context={ctx('edit')} slots={{}} />);
    expect(screen.getByRole('note').textContent).toMatch(/^Bulletin:/);
  });

  it('footer lists its links with the page language and the copyright', () => {
    render(<Footer id="b_f" props={footer.defaults} data={idle} context={ctx()} slots={{}} />);
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy?sxz-lang=en_US');
    expect(screen.getByText('© This school. All rights reserved.')).toBeTruthy();
  });

  it('footer leaves out a QR code saved without a picture (an empty src fetches the page again)', () => {
    const template = { templateType: 2, isUsed: true, footerQrCodes: [{ url: '', showName: 'Nothing' }, { url: '/qr.png', showName: 'App' }] };
    const data = { status: 'success' as const, value: { templates: [template] } };
    const { container } = render(<Footer id="b_q" props={footer.defaults} data={data as never} context={ctx()} slots={{}} />);
    expect([...container.querySelectorAll('.page-footer__qr img')].map((img) => img.getAttribute('src'))).toEqual(['/qr.png']);
    expect(container.textContent).not.toContain('Nothing');
  });

  it.each([
    ['/help?type=1', '/help?type=1&sxz-lang=fr_FR'],
    ['https://example.com/a#top', 'https://example.com/a?sxz-lang=fr_FR#top'],
  ])('withLanguage(%s)', (url, expected) => {
    expect(withLanguage(url, 'fr_FR')).toBe(expected);
  });
});
