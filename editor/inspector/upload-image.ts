import { apiFetch, apiUpload } from '../../renderer/api';

/** Why an upload failed, as a message key of the designer (`inspector.image.*`) and the server's words, if any. */
export class UploadError extends Error {
  constructor(readonly reason: 'tooLarge' | 'unsupported' | 'rateLimited' | 'failed', message: string) {
    super(message);
  }
}

interface Envelope {
  details?: unknown;
  message?: unknown;
  resultCode?: unknown;
  error?: unknown;
  data?: { url?: string; static_url?: string };
}

const parse = (text: string): Envelope | null => {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
};

function failure(status: number, body: Envelope | null): UploadError {
  const said = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
  // 422: too many pixels, or a side too long for its width (upload.image_dimensions).
  if (status === 413 || status === 422 || body?.error === 'upload.too_large') return new UploadError('tooLarge', said);
  if (status === 415 || String(body?.resultCode) === '901100007') return new UploadError('unsupported', said);
  if (status === 429) return new UploadError('rateLimited', said);
  return new UploadError('failed', said);
}

/**
 * Uploads an image through the upload API: an upload slot first (GET get-upload-url), then the file
 * (PUT uploadFile, multipart). Resolves the image's address; `onProgress` hears 0…1 as the bytes go out.
 */
export async function uploadImage(schoolId: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  const query = new URLSearchParams({ fileName: file.name, bucketName: 'static', module: 'designer', schoolId });
  const response = await apiFetch(`/api/school/v1/files/get-upload-url?${query}`).catch(() => null);
  if (!response) throw new UploadError('failed', 'network error');
  const slot = parse(await response.text());
  if (!response.ok || slot?.details !== 'success' || !slot.data?.url) throw failure(response.status, slot);
  const form = new FormData();
  form.append('fileName', file.name);
  form.append('module', 'designer');
  form.append('file', file, file.name);
  onProgress(0);
  // The bytes go with XMLHttpRequest (apiUpload), whose upload events drive the progress bar.
  const sent = await apiUpload(slot.data.url, { body: form, onProgress }).catch(() => null);
  if (!sent) throw new UploadError('failed', 'network error');
  const body = parse(await sent.text());
  if (sent.status !== 200 || String(body?.resultCode) !== '20000' || !body?.data?.static_url) throw failure(sent.status, body);
  onProgress(1);
  return body.data.static_url;
}
