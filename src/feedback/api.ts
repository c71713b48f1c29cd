import type { FeedbackSubmission } from '../../schemas/feedback';
import { CONFIG_TYPES, type ServiceContact } from '../../schemas/service-contact';

/** A failure with the server's message when it gave one (shown as is), else a message key. */
export class FeedbackCallError extends Error {
  constructor(readonly serverMessage: string | null, readonly fallbackKey: string) {
    super(serverMessage ?? fallbackKey);
  }
}

const json = async (response: Response) => (await response.json().catch(() => null)) as Record<string, unknown> | null;

/** The customer-service contact and its switch (queryConfig: first item the contact JSON, second the switch). */
export async function fetchServiceContact(schoolId: string): Promise<{ contact: Partial<ServiceContact>; switchValue: string }> {
  const response = await fetch(`/api/school/biz/queryConfig?configTypes=${CONFIG_TYPES.switch},${CONFIG_TYPES.information}`, {
    headers: { accept: 'application/json', tenantid: schoolId },
    credentials: 'same-origin',
  });
  const body = await json(response);
  const items = (body?.code === 200 && Array.isArray(body.data) ? body.data : []) as { configValue: string }[];
  let contact: Partial<ServiceContact> = {};
  try {
    contact = JSON.parse(items[0]?.configValue ?? '{}') as Partial<ServiceContact>;
  } catch {
    contact = {};
  }
  return { contact, switchValue: items[1]?.configValue ?? '0' };
}

/** Sends a submission; resolves on code 200, else rejects with the server's message (or 'feedback failed'). */
export async function sendFeedback(payload: FeedbackSubmission): Promise<void> {
  let body: Record<string, unknown> | null;
  try {
    const response = await fetch('/api/school/feedback/addFeedback', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    body = await json(response);
  } catch {
    throw new FeedbackCallError(null, 'feedBack.failed');
  }
  if (body?.code !== 200) throw new FeedbackCallError(typeof body?.message === 'string' && body.message ? body.message : null, 'feedBack.failed');
}

/** Uploads one image: an upload URL first (get-upload-url), then the file (uploadFile); resolves its URL. */
export async function uploadImage(schoolId: string, file: Blob, fileName: string): Promise<string> {
  const slot = await fetch(`/api/school/v1/files/get-upload-url?fileName=${encodeURIComponent(fileName)}&bucketName=static&module=feedback`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', tenantid: schoolId },
  }).then(json, () => null);
  if (slot?.details !== 'success') throw new FeedbackCallError(typeof slot?.message === 'string' ? slot.message : null, 'feedBack.imageFailed');
  const { url } = slot.data as { url: string };
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileContentType', file.type);
  form.append('module', 'feedback');
  form.append('bucketName', 'static');
  form.append('file', file, fileName);
  const result = await fetch(url, { method: 'PUT', credentials: 'same-origin', body: form }).then(json, () => null);
  if (String(result?.resultCode) === '20000') return (result!.data as { static_url: string }).static_url;
  if (String(result?.resultCode) === '901100007') throw new FeedbackCallError(null, 'feedBack.formatOnly');
  const message = (typeof result?.details === 'string' && result.details) || (typeof result?.message === 'string' && result.message) || null;
  throw new FeedbackCallError(message, 'feedBack.imageFailed');
}
