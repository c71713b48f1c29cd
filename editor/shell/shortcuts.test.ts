import { describe, expect, it } from 'vitest';
import { historyShortcut } from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('historyShortcut', () => {
  it.each([
    [key('z', { ctrlKey: true }), 'undo'],
    [key('z', { metaKey: true }), 'undo'],
    [key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [key('z', { metaKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('z'), null],
    [key('y', { ctrlKey: true, shiftKey: true }), null],
    [key('z', { ctrlKey: true, altKey: true }), null],
    [key('s', { ctrlKey: true }), null],
  ])('%o → %s', (event, command) => expect(historyShortcut(event)).toBe(command));
});
