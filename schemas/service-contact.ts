import type { FromSchema } from 'json-schema-to-ts';

/** Config types of GET /api/school/biz/queryConfig (spec §7). */
export const CONFIG_TYPES = { information: 'CUSTOMER_SERVICE_INFORMATION', switch: 'CUSTOMER_SERVICE_INFORMATION_SWITCH' } as const;

/** The customer-service contact of a school and its switch ("1" shows it), as administrators save it. */
export const serviceContactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['servicePhone', 'serviceEmail', 'serviceWeChat', 'switch'],
  properties: {
    servicePhone: { type: 'string', maxLength: 40, pattern: '^[0-9+()\\- ]*$' },
    serviceEmail: { type: 'string', maxLength: 120, pattern: '^(|[^@\\s]+@[^@\\s]+)$' },
    serviceWeChat: { type: 'string', maxLength: 60 },
    switch: { type: 'string', enum: ['0', '1'] },
  },
} as const;

export type ServiceContact = FromSchema<typeof serviceContactSchema>;

/** The contact details shown in the footer, or null: shown only when the switch is "1", one detail is set and the host is not hidden. */
export function visibleContact(contact: Partial<ServiceContact> | null | undefined, switchValue: string | undefined, hostHidden: boolean) {
  if (switchValue !== '1' || hostHidden || !contact) return null;
  const { servicePhone = '', serviceEmail = '', serviceWeChat = '' } = contact;
  if (!servicePhone && !serviceEmail && !serviceWeChat) return null;
  return { servicePhone, serviceEmail, serviceWeChat };
}

/** One item of GET /api/school/biz/queryConfig. */
export interface ConfigItem {
  configType?: string;
  configValue: string;
}

/**
 * The contact details to show from queryConfig's items (the first holds the contact JSON, the second
 * the switch), or null — the one rule the footer and the feedback dialog share: switch "1", at least
 * one detail set, and the host (`hostHidden`, from the server's white list) not excluded.
 */
export function contactFromConfig(items: readonly ConfigItem[] | null | undefined, hostHidden: boolean) {
  let contact: Partial<ServiceContact> | null = null;
  try {
    const parsed = JSON.parse(items?.[0]?.configValue ?? 'null') as unknown;
    contact = parsed && typeof parsed === 'object' ? (parsed as Partial<ServiceContact>) : null;
  } catch {
    contact = null;
  }
  return visibleContact(contact, items?.[1]?.configValue, hostHidden);
}
