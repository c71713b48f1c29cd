import { useEffect, useRef, type RefObject } from 'react';
import type { Point } from './drop-position';

/**
 * The pointer's last position, from window listeners in the capture phase. dnd-kit does not report the
 * move that starts a drag, nor the release point, so a fast drag (one mouse move) would otherwise drop
 * where it began.
 */
export function useLastPointer(): RefObject<Point | null> {
  const last = useRef<Point | null>(null);
  useEffect(() => {
    const track = (event: PointerEvent) => {
      last.current = { x: event.clientX, y: event.clientY };
    };
    const options = { capture: true, passive: true };
    for (const type of ['pointerdown', 'pointermove', 'pointerup'] as const) window.addEventListener(type, track, options);
    return () => {
      for (const type of ['pointerdown', 'pointermove', 'pointerup'] as const) window.removeEventListener(type, track, options);
    };
  }, []);
  return last;
}
