import type { TestApp } from './build-test-app';

/** A multipart body with text fields and one file, as the upload dialogs send it. */
export function multipartBody(file: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const boundary = '----portalupload';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Opens an upload slot (get-upload-url) and sends the image to it (uploadFile) as `cookie`; both answers. */
export async function uploadImage(t: TestApp, schoolId: string, cookie: string, bytes: Buffer, options: { module?: string; fileName?: string } = {}) {
  const fileName = options.fileName ?? 'picture.png';
  const query = new URLSearchParams({ fileName, bucketName: 'static', module: options.module ?? 'designer', schoolId });
  const slot = await t.app.inject({ url: `/api/school/v1/files/get-upload-url?${query}`, headers: { cookie } });
  if (slot.statusCode !== 200) return { slot, upload: null };
  // The name travels in the slot and the fileName field; the part's own filename must not break its header.
  const { payload, contentType } = multipartBody(bytes, fileName.replace(/[\r\n"]/g, '_'), { fileName, module: options.module ?? 'designer', bucketName: 'static' });
  const upload = await t.app.inject({ method: 'PUT', url: slot.json().data.url as string, payload, headers: { cookie, 'content-type': contentType } });
  return { slot, upload };
}

/** The address of an image uploaded as `cookie` (the test fails on any refusal). */
export async function uploadedImage(t: TestApp, schoolId: string, cookie: string, bytes: Buffer, module = 'designer'): Promise<string> {
  const { slot, upload } = await uploadImage(t, schoolId, cookie, bytes, { module });
  if (!upload || upload.statusCode !== 200) throw new Error(`upload failed: ${slot.body} ${upload?.body ?? ''}`);
  return upload.json().data.static_url as string;
}
