import { describe, expect, it } from 'vitest';
import english from '../messages/en_US.json';
import * as actions from '.';

describe('action names', () => {
  it('every action that enters the history has a label in the history list', () => {
    const labels = (english as { history: { actions: Record<string, string> } }).history.actions;
    const recorded = Object.values(actions).filter((a) => a.history !== 'never');
    for (const action of recorded) expect(labels[action.name], action.name).toBeTruthy();
  });
});
