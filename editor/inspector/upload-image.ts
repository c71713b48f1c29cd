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

/** Sends the file with XMLHttpRequest, whose upload events report progress (fetch has none for request bodies). */
function put(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 200 && String(body?.resultCode) === '20000' && body?.data?.static_url) {
        onProgress(1);
        resolve(body.data.static_url);
      } else reject(failure(request.status, body));
    };
    request.onerror = () => reject(new UploadError('failed', 'network error'));
    request.send(form);
  });
}

/**
 * Uploads an image through the upload API: an upload slot first (GET get-upload-url), then the file
 * (PUT uploadFile, multipart). Resolves the image's address; `onProgress` hears 0…1 as the bytes go out.
 */
export async function uploadImage(schoolId: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  const query = new URLSearchParams({ fileName: file.name, bucketName: 'static', module: 'designer', schoolId });
  const response = await fetch(`/api/school/v1/files/get-upload-url?${query}`, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
  if (!response) throw new UploadError('failed', 'network error');
  const slot = parse(await response.text());
  if (!response.ok || slot?.details !== 'success' || !slot.data?.url) throw failure(response.status, slot);
  const form = new FormData();
  form.append('fileName', file.name);
  form.append('module', 'designer');
  form.append('file', file, file.name);
  onProgress(0);
  return put(slot.data.url, form, onProgress);
}
