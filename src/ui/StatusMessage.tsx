import type { ReactNode } from 'react';

/** A centred message for loading, empty and error states. */
export function StatusMessage({ title, children, role }: { title?: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className="status-message" role={role ?? 'status'}>
      {title && <h1 className="status-message__title">{title}</h1>}
      {children}
    </div>
  );
}
