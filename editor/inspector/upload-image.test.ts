// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../tests/support/fake-xhr';
import { UploadError, uploadImage } from './upload-image';

/** A stand-in XMLHttpRequest that reports two progress steps, then answers with `status` and `body`. */
const fakeXhr = (status: number, body: unknown) => stubXhr(() => ({ status, body }), [[50, 200], [200, 200]]);

const slot = () =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ details: 'success', data: { id: '1', url: '/api/portal/api/v1/portal/uploadFile?schoolId=9&uploadId=1' } }), { status: 200 })));
const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('asks for a slot, sends the file to it with progress, and resolves the stored address', async () => {
    slot();
    const sent = fakeXhr(200, { resultCode: '20000', data: { id: '1', static_url: '/api/school/v1/files/9/1' } });
    const progress: number[] = [];
    await expect(uploadImage('9', file(), (fraction) => progress.push(fraction))).resolves.toBe('/api/school/v1/files/9/1');
    const asked = new URL(String(vi.mocked(fetch).mock.calls[0]![0]), 'http://x');
    expect(asked.pathname).toBe('/api/school/v1/files/get-upload-url');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ fileName: 'dot.png', schoolId: '9', module: 'designer' });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/portal/api/v1/portal/uploadFile?schoolId=9&uploadId=1' });
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('dot.png');
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it.each([
    [413, { code: 413, error: 'upload.too_large', message: 'too big' }, 'tooLarge'],
    [415, { code: 415, error: 'upload.unsupported_type', resultCode: '901100007', message: 'no' }, 'unsupported'],
    [422, { code: 422, error: 'upload.too_many_pixels', message: 'too many pixels' }, 'tooLarge'],
    [422, { code: 422, error: 'upload.image_dimensions', message: 'too long' }, 'tooLarge'],
    [429, { code: 429, error: 'upload.rate_limited', message: 'wait' }, 'rateLimited'],
    [429, { code: 429, error: 'upload.busy', message: 'busy' }, 'rateLimited'],
    [500, { code: 500, message: 'broken' }, 'failed'],
  ])('an HTTP %s answer is a %s error', async (status, body, reason) => {
    slot();
    fakeXhr(status, body);
    const failure = await uploadImage('9', file(), () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).reason).toBe(reason);
  });

  it('a refused slot (not signed in) fails before sending anything', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 401, error: 'auth.unauthenticated', message: 'Log in first.' }), { status: 401 })));
    const sent = fakeXhr(200, {});
    const failure = (await uploadImage('9', file(), () => undefined).catch((error: unknown) => error)) as UploadError;
    expect(failure.reason).toBe('failed');
    expect(failure.message).toBe('Log in first.');
    expect(sent).toHaveLength(0);
  });
});
