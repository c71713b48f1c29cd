import type { FooterConfig, FooterTemplate } from '../../schemas/footer-config';
import type { ServiceContact } from '../../schemas/service-contact';
import { apiFetch, readEnvelope } from '../../renderer/api';

const FOOTER = '/api/portal/api/v1/portal/open/footer';

// apiFetch renews an expired session once; readEnvelope turns a failure into an ApiError with its stable key.
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return readEnvelope<T>(await apiFetch(url, init));
}

/** The school's footer config as the footer reads it. */
export const readFooter = (schoolId: string) =>
  call<{ templates: FooterTemplate[]; VersionInformationSwitch: string; helpCenterJumpSchool: string }>('GET', `${FOOTER}?schoolId=${schoolId}`);

/** The customer-service contact and switch (queryConfig: the contact JSON, then the switch). */
export async function readContact(schoolId: string): Promise<ServiceContact> {
  const items = await call<{ configValue: string }[]>('GET', `/api/school/biz/queryConfig?configTypes=CUSTOMER_SERVICE_INFORMATION,CUSTOMER_SERVICE_INFORMATION_SWITCH&schoolId=${schoolId}`);
  const contact = JSON.parse(items[0]?.configValue ?? '{}') as Partial<ServiceContact>;
  return { servicePhone: contact.servicePhone ?? '', serviceEmail: contact.serviceEmail ?? '', serviceWeChat: contact.serviceWeChat ?? '', switch: items[1]?.configValue === '1' ? '1' : '0' };
}

/** Saves both (administrators only; the server validates with the same schemas). */
export async function saveFooterSettings(schoolId: string, footer: FooterConfig, contact: ServiceContact): Promise<void> {
  await call('PUT', `${FOOTER}?schoolId=${schoolId}`, footer);
  await call('PUT', `/api/school/biz/config?schoolId=${schoolId}`, contact);
}
