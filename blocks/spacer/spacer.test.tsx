import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultRenderContext } from '../../renderer/context';
import Spacer from './Spacer';

describe('Spacer', () => {
  it.each([
    ['small', '1rem'],
    ['large', '5rem'],
  ] as const)('%s is %s high', (size, height) => {
    const { container } = render(
      <Spacer id="b_spacer01" props={{ size }} data={{ status: 'idle' }} context={defaultRenderContext} slots={{}} />,
    );
    expect((container.firstChild as HTMLElement).style.blockSize).toBe(height);
  });
});
