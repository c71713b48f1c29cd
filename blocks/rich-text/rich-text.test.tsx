import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_CASES } from '../../schemas/rich-text-corpus';
import { drawBlocks, testContext } from '../_shared/test-support';
import RichText from './RichText';

const success = { status: 'success' as const, value: null };

function drawText(html: string) {
  const { container } = render(<RichText id="b_text0001" props={{ content: { en_US: html } }} data={success} context={testContext} slots={{}} />);
  return container.querySelector('.rich-text')!;
}

describe('rich text as pages draw it', () => {
  // Documents saved before the policy (or under an older one) hold whatever was sent then.
  it.each(RICH_TEXT_CASES)('draws stored $name through the policy', ({ input, output }) => {
    expect(drawText(input).innerHTML).toBe(output);
  });

  it('draws an old document on a page without its script, handlers or script links', async () => {
    drawBlocks([{ id: 'b_old00001', type: 'rich-text', v: 1, props: { content: { en_US: '<p onclick="x()">Old <a href="javascript:alert(1)">text</a></p><img src=x onerror=alert(1)><script>alert(2)</script>' } } }]);
    const paragraph = await screen.findByText('Old', { exact: false });
    expect(paragraph.outerHTML).toBe('<p>Old text</p>');
    expect(document.querySelector('[data-block-type="rich-text"]')!.innerHTML).not.toMatch(/script|onerror|onclick|<img/);
  });
});
