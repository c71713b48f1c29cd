import fastq from 'fastq';
import { tooManyRequests } from '../../http/app-error';

/**
 * How much image work runs at once: decoding and re-encoding use threads of Node's pool (four by
 * default), which password hashing and file reads need too. Two images at a time leave them room;
 * a few more wait their turn, and beyond that an upload is told to come back.
 */
export const IMAGE_WORK = { running: 2, waiting: 6, retryAfterSeconds: 5 } as const;

type Work = () => Promise<unknown>;

/** A small queue for image decoding, so uploads cannot starve other requests. */
export class ImageQueue {
  private readonly queue: fastq.queueAsPromised<Work, unknown>;

  constructor(private readonly limits: { running: number; waiting: number; retryAfterSeconds: number } = IMAGE_WORK) {
    this.queue = fastq.promise((work: Work) => work(), limits.running);
  }

  /** Runs `work` when a place is free; 429 upload.busy with Retry-After when the queue is full (nothing of it runs). */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queue.length() >= this.limits.waiting) {
      throw tooManyRequests('upload.busy', 'Many images are being processed right now; try again in a few seconds.', this.limits.retryAfterSeconds);
    }
    return this.queue.push(work) as Promise<T>;
  }

  /** Image work running now and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.queue.running(), waiting: this.queue.length() };
  }
}
