import type { ReactNode } from 'react';

/**
 * The designer's note that something is loading: a status that says it is busy, so assistive technology
 * (and the screenshot tests' settling wait) knows the content around it is not there yet.
 */
export function LoadingNote({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <p className={className} role="status" aria-busy="true">
      {children}
    </p>
  );
}
