import { useCallback, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/** A value of the store per key (a block id), whose subscribers hear only of their own key's changes. */
export interface KeyedSelector<T> {
  get: (key: string) => T;
  subscribe: (key: string, listener: () => void) => () => void;
}

export interface KeyedSelectorOptions<S, T> {
  select: (state: S, key: string) => T;
  /**
   * The keys whose value may differ between two states (more is harmless, fewer is a stale value), or
   * 'all'. Keys not named are neither selected again nor told.
   */
  changed: (next: S, previous: S) => Iterable<string> | 'all';
  /** When two selected values are the same; a subscriber is told only when its value is not. */
  equal?: (a: T, b: T) => boolean;
}

/**
 * Selects a value per key, kept for the keys in use and selected again only for the keys a change names.
 *
 * With a store selector per block frame, every change of the store (a key typed, a hover) runs every frame's
 * selector: a thousand calls on a 500-block page. Here one listener asks which keys a change concerns and
 * tells only their subscribers, so a change costs what it touches.
 */
export function createKeyedSelector<S, T>(store: StoreApi<S>, { select, changed, equal = Object.is }: KeyedSelectorOptions<S, T>): KeyedSelector<T> {
  // Every value kept here is current: the listener below updates or drops each key a change names.
  const values = new Map<string, T>();
  const listeners = new Map<string, Set<() => void>>();

  store.subscribe((next, previous) => {
    if (values.size === 0) return;
    const keys = changed(next, previous);
    const told: (() => void)[] = [];
    for (const key of keys === 'all' ? [...values.keys()] : keys) {
      if (!values.has(key)) continue;
      const value = select(next, key);
      if (equal(values.get(key)!, value)) continue;
      values.set(key, value);
      for (const listener of listeners.get(key) ?? []) told.push(listener);
    }
    for (const listener of told) listener();
  });

  return {
    get(key) {
      if (values.has(key)) return values.get(key)!;
      const value = select(store.getState(), key);
      values.set(key, value);
      return value;
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      // A subscribed key is always kept: the listener above updates only keys it keeps.
      if (!values.has(key)) values.set(key, select(store.getState(), key));
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(key);
        values.delete(key);
      };
    },
  };
}

/** A component's value of a keyed selector; it renders again only when that key's value changes. */
export function useKeyed<T>(selector: KeyedSelector<T>, key: string): T {
  const subscribe = useCallback((listener: () => void) => selector.subscribe(key, listener), [selector, key]);
  const get = useCallback(() => selector.get(key), [selector, key]);
  return useSyncExternalStore(subscribe, get, get);
}
