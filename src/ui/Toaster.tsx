import { useEffect, useState } from 'react';
import { subscribeToast, type ToastMessage } from './toast';

/** Draws the one toast showing, if any, as a live region. */
export function Toaster() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => subscribeToast(setToast), []);
  return (
    <div className="toast-region" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'success' ? 'status' : 'alert'}>
          {toast.text}
        </div>
      )}
    </div>
  );
}
