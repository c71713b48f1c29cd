import { describe, expect, it } from 'vitest';
import { ImageQueue } from './image-queue';

/** A piece of work that runs until the test lets it finish. */
function held() {
  let finish = () => {};
  let started = false;
  const work = () => {
    started = true;
    return new Promise<string>((resolve) => (finish = () => resolve('done')));
  };
  return { work, finish: () => finish(), started: () => started };
}

describe('ImageQueue', () => {
  it('runs at most `running` at once, lets `waiting` wait, and refuses more with 429 upload.busy and a retry time', async () => {
    const queue = new ImageQueue({ running: 2, waiting: 1, retryAfterSeconds: 7 });
    const [a, b, c, d] = [held(), held(), held(), held()];
    const done = [queue.run(a.work), queue.run(b.work), queue.run(c.work)];
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    expect(() => queue.run(d.work)).toThrow(expect.objectContaining({ statusCode: 429, key: 'upload.busy', details: [{ retryAfterSeconds: 7 }] }));
    expect(d.started()).toBe(false);
    a.finish();
    await done[0];
    await Promise.resolve();
    expect(c.started()).toBe(true);
    b.finish();
    c.finish();
    await expect(Promise.all(done)).resolves.toEqual(['done', 'done', 'done']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('passes a failure of the work to its caller and goes on with the next', async () => {
    const queue = new ImageQueue({ running: 1, waiting: 2, retryAfterSeconds: 1 });
    const failed = queue.run(() => Promise.reject(new Error('bad image')));
    const next = queue.run(() => Promise.resolve(42));
    await expect(failed).rejects.toThrow('bad image');
    await expect(next).resolves.toBe(42);
  });
});
