import { usedTemplate, type FooterTemplate } from '../../schemas/footer-config';
import { contactFromConfig, type ConfigItem } from '../../schemas/service-contact';
import type { LoaderContext } from '../../renderer/block-definition';

/** What the footer loads: the school's footer config, its customer-service contact and whether it is overseas. */
export interface FooterData {
  templates: FooterTemplate[];
  VersionInformationSwitch: string;
  helpCenterJumpSchool: string;
  contactHidden: boolean;
  /** The support phone of the host's environment, or null where it has none. */
  mobileSupportPhone: string | null;
  contact: ConfigItem[];
  overseas: boolean;
}

const CONTACT_TYPES = 'CUSTOMER_SERVICE_INFORMATION_SWITCH,CUSTOMER_SERVICE_INFORMATION';

/** Fetches the three parts; a part that fails falls back to nothing (the default template, no contact). */
export async function loadFooter(ctx: LoaderContext): Promise<FooterData> {
  const id = encodeURIComponent(ctx.schoolId);
  const [config, contact, language] = await Promise.all([
    ctx.getJson<Omit<FooterData, 'contact' | 'overseas'>>(`/api/portal/api/v1/portal/open/footer?schoolId=${id}`).catch(() => null),
    ctx.getJson<ConfigItem[]>(`/api/school/biz/queryConfig?configTypes=${CONTACT_TYPES}&schoolId=${id}`).catch(() => []),
    ctx.getJson<{ overseas?: boolean }>(`/api/school/biz/open/schoolLanguage?schoolId=${id}`).catch(() => null),
  ]);
  return {
    templates: config?.templates ?? [],
    VersionInformationSwitch: config?.VersionInformationSwitch ?? '0',
    helpCenterJumpSchool: config?.helpCenterJumpSchool ?? '',
    contactHidden: config?.contactHidden ?? false,
    mobileSupportPhone: config?.mobileSupportPhone ?? null,
    contact: Array.isArray(contact) ? contact : [],
    overseas: language?.overseas === true,
  };
}

/** The contact details the footer shows, or null (switch "1", one detail set, host not white-listed). */
export function footerContact(data: FooterData | undefined) {
  return data ? contactFromConfig(data.contact, data.contactHidden) : null;
}

/** The template in use: the custom one when marked used, else (also while loading or on error) the default. */
export const footerTemplate = (data: FooterData | undefined) => usedTemplate(data?.templates);

/** The footer's fixed links (spec §2), before the language parameter is added. */
export function fixedLinks(data: FooterData | undefined, schoolType: string) {
  const jump = data?.helpCenterJumpSchool;
  return {
    helpCenter: jump ? `/portal/${jump}` : '/helpCenter/helpPage.htm',
    studentGuide: '/helpCenter/helpPage.htm?type=1',
    adminGuide: '/helpCenter/helpPage.htm?type=2',
    privacy: '/privacy',
    cookiePolicy: schoolType === 'o3' ? '/commonUsage/cookiePolicy.htm?schoolType=o3' : '/commonUsage/cookiePolicy.htm',
  };
}

/** Footer layout by path: fixed at the bottom on paths ending in /search, narrower on /design. */
export function footerModifiers(path: string | undefined, mode: string): string[] {
  const out: string[] = [];
  if (path && /\/search\/?$/.test(path)) out.push('page-footer--fixed');
  if (mode === 'edit' || (path ?? '').startsWith('/design')) out.push('page-footer--narrow');
  return out;
}
