import type { TFunction } from 'i18next';
import type { FeedbackSubmission } from '../../schemas/feedback';
import { apiFetch } from '../../renderer/api';
import { errorKeyText } from '../../renderer/api-errors/api-error-text';
import { CONFIG_TYPES, contactFromConfig, type ConfigItem } from '../../schemas/service-contact';

/**
 * A failure with the server's stable error key and message when it gave them, and the message key to
 * show when it gave neither; feedbackErrorText words it.
 */
export class FeedbackCallError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly fallbackKey: string,
    readonly errorKey: string | null = null,
  ) {
    super(serverMessage ?? fallbackKey);
  }
}

/**
 * What a failed feedback call tells the user, in the UI language: the server's error by its stable key,
 * else the server's own message, else `fallbackKey`; `fromServer` when the server explained the failure.
 */
export function feedbackErrorText(error: unknown, t: TFunction, fallbackKey: string): { text: string; fromServer: boolean } {
  const e = error instanceof FeedbackCallError ? error : new FeedbackCallError(null, fallbackKey);
  const said = (e.errorKey ? errorKeyText(e.errorKey, t) : null) ?? e.serverMessage;
  return said ? { text: said, fromServer: true } : { text: t(e.fallbackKey), fromServer: false };
}

const json = async (response: Response) => (await response.json().catch(() => null)) as Record<string, unknown> | null;
const errorKeyOf = (body: Record<string, unknown> | null) => (typeof body?.error === 'string' ? body.error : null);

/**
 * The customer-service contact the dialog shows, or null: queryConfig's items (contact JSON, then the
 * switch) and the footer config's `contactHidden` (the host white list), through the footer's own rule.
 */
export async function fetchServiceContact(schoolId: string) {
  const get = (url: string) => apiFetch(url, { headers: { tenantid: schoolId } }).then(json, () => null);
  const id = encodeURIComponent(schoolId);
  const [config, footer] = await Promise.all([
    get(`/api/school/biz/queryConfig?configTypes=${CONFIG_TYPES.switch},${CONFIG_TYPES.information}&schoolId=${id}`),
    get(`/api/portal/api/v1/portal/open/footer?schoolId=${id}`),
  ]);
  const items = (config?.code === 200 && Array.isArray(config.data) ? config.data : []) as ConfigItem[];
  const footerData = footer?.code === 200 ? (footer.data as { contactHidden?: boolean } | undefined) : undefined;
  // Without the footer's answer the white list is unknown; showing nothing is the safe side.
  return contactFromConfig(items, footerData?.contactHidden ?? true);
}

/** Sends a submission; resolves on code 200, else rejects with the server's message (or 'feedback failed'). */
export async function sendFeedback(payload: FeedbackSubmission): Promise<void> {
  let body: Record<string, unknown> | null;
  try {
    const response = await apiFetch('/api/school/feedback/addFeedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    body = await json(response);
  } catch {
    throw new FeedbackCallError(null, 'feedBack.failed');
  }
  if (body?.code !== 200) throw new FeedbackCallError(typeof body?.message === 'string' && body.message ? body.message : null, 'feedBack.failed', errorKeyOf(body));
}

/** Uploads one image: an upload URL first (get-upload-url, headers tenantId and user_id), then the file (uploadFile); resolves its URL. */
export async function uploadImage(schoolId: string, userId: string, file: Blob, fileName: string): Promise<string> {
  const slot = await apiFetch(`/api/school/v1/files/get-upload-url?fileName=${encodeURIComponent(fileName)}&bucketName=static&module=feedback`, {
    headers: { tenantid: schoolId, user_id: userId },
  }).then(json, () => null);
  if (slot?.details !== 'success') throw new FeedbackCallError(typeof slot?.message === 'string' ? slot.message : null, 'feedBack.imageFailed', errorKeyOf(slot));
  const { url } = slot.data as { url: string };
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileContentType', file.type);
  form.append('module', 'feedback');
  form.append('bucketName', 'static');
  form.append('file', file, fileName);
  const result = await apiFetch(url, { method: 'PUT', body: form }).then(json, () => null);
  if (String(result?.resultCode) === '20000') return (result!.data as { static_url: string }).static_url;
  if (String(result?.resultCode) === '901100007') throw new FeedbackCallError(null, 'feedBack.formatOnly');
  const message = (typeof result?.details === 'string' && result.details) || (typeof result?.message === 'string' && result.message) || null;
  throw new FeedbackCallError(message, 'feedBack.imageFailed', errorKeyOf(result));
}
