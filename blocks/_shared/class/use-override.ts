import { useCallback, useState } from 'react';

/**
 * A local value over loaded data (a page the visitor moved to, an order being saved) that lapses by
 * itself when the data is loaded again.
 */
export function useOverride<T>(source: unknown): [T | null, (value: T | null) => void] {
  const [state, setState] = useState<{ source: unknown; value: T } | null>(null);
  const value = state && state.source === source ? state.value : null;
  const set = useCallback((next: T | null) => setState(next === null ? null : { source, value: next }), [source]);
  return [value, set];
}
