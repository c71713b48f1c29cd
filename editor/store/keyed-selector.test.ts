import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createKeyedSelector } from './keyed-selector';

type State = { scores: Record<string, number>; hint: string[] | 'all' };

function setup() {
  const store = createStore<State>()(() => ({ scores: { a: 1, b: 2, c: 3 }, hint: [] }));
  let selected = 0;
  const scores = createKeyedSelector(store, {
    select: (state: State, key) => {
      selected++;
      return state.scores[key] ?? 0;
    },
    changed: (next) => next.hint,
  });
  const told: string[] = [];
  const listen = (key: string) => scores.subscribe(key, () => told.push(key));
  const change = (values: Record<string, number>, hint: string[] | 'all') => store.setState({ scores: { ...store.getState().scores, ...values }, hint });
  return { scores, listen, change, told, selected: () => selected };
}

describe('keyed selector', () => {
  it('tells a key’s subscribers only when a change names the key and its value differs', () => {
    const { scores, listen, change, told } = setup();
    for (const key of ['a', 'b', 'c']) {
      scores.get(key);
      listen(key);
    }
    change({ a: 10, b: 2 }, ['a', 'b']);
    expect(told).toEqual(['a']);
    expect(scores.get('a')).toBe(10);
    change({ c: 30 }, 'all');
    expect(told).toEqual(['a', 'c']);
  });

  it('selects again only the keys a change names', () => {
    const { scores, listen, change, selected } = setup();
    for (const key of ['a', 'b', 'c']) {
      scores.get(key);
      listen(key);
    }
    const before = selected();
    change({ b: 20 }, ['b']);
    expect(selected() - before).toBe(1);
    expect(scores.get('a')).toBe(1);
    expect(scores.get('b')).toBe(20);
    expect(selected() - before).toBe(1);
  });

  it('keeps a value read before subscribing current, and forgets a key once its last subscriber leaves', () => {
    const { scores, listen, change, told } = setup();
    expect(scores.get('a')).toBe(1);
    change({ a: 5 }, ['a']);
    expect(scores.get('a')).toBe(5);
    const stop = listen('a');
    stop();
    // No longer kept: a change the hint misses is still read afresh.
    change({ a: 7 }, []);
    expect(scores.get('a')).toBe(7);
    expect(told).toEqual([]);
  });

  it('tells a key subscribed again (as an effect run again does) of later changes', () => {
    const { scores, listen, change, told } = setup();
    scores.get('a');
    const first = listen('a');
    // As React does when an effect's inputs change: the old subscription ends before the new one starts.
    first();
    listen('a');
    change({ a: 9 }, ['a']);
    expect(told).toEqual(['a']);
    expect(scores.get('a')).toBe(9);
  });

  it('compares with the given equality, so an equal new object is not news', () => {
    const store = createStore<{ n: number }>()(() => ({ n: 1 }));
    const boxes = createKeyedSelector(store, { select: (state) => ({ parity: state.n % 2 }), changed: () => 'all', equal: (a, b) => a.parity === b.parity });
    const first = boxes.get('x');
    let told = 0;
    boxes.subscribe('x', () => told++);
    store.setState({ n: 3 });
    expect(boxes.get('x')).toBe(first);
    store.setState({ n: 4 });
    expect(told).toBe(1);
    expect(boxes.get('x')).toEqual({ parity: 0 });
  });
});
