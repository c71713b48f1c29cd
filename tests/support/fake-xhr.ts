import { vi } from 'vitest';

/** What the stand-in server answers to one request. */
export interface XhrAnswer {
  status: number;
  body: unknown;
}

/** A request the stand-in XMLHttpRequest sent. */
export interface SentXhr {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest with one that reports each of `steps` (bytes sent of total) as upload
 * progress, then answers with `answer(method, url, body)`. Returns the requests sent, in order.
 */
export function stubXhr(answer: (method: string, url: string, body: unknown) => XhrAnswer, steps: [number, number][] = [[1, 2]]): SentXhr[] {
  const sent: SentXhr[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body });
      queueMicrotask(() => {
        for (const [loaded, total] of steps) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        const answered = answer(this.method, this.url, body);
        this.status = answered.status;
        this.responseText = JSON.stringify(answered.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
