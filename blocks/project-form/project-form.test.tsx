import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawBlocks, nodeOf } from '../_shared/test-support';
import { projectForm } from './index';

describe('project-form', () => {
  it('as a link, leads to the new-project page', async () => {
    drawBlocks([nodeOf(projectForm)]);
    expect((await screen.findByRole('link', { name: 'Start a new project' })).getAttribute('href')).toBe('/portal/1100000000000000001/o3-school/new-project');
  });

  it('as a form, asks for a name before sending anything', async () => {
    drawBlocks([nodeOf(projectForm, { mode: 'form' })], { context: { user: { id: '9', displayName: 'Tom' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Start project' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the project a name.');
  });
});
