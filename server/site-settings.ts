import { isLanguage } from '../schemas/languages';
import type { LocalizedText } from '../schemas/localized-text';
import { ID_PATTERN } from '../schemas/ids';

/**
 * Deployment settings of the portal's routes (mobile redirect, titles per host, union-leader checks,
 * store mode, the school that draws school-less routes). Read from the environment here, in one
 * place, so they can move to the configuration service as a whole.
 */
export interface SiteSettings {
  /** Base URL of the mobile web portal phones are sent to; null turns the mobile redirect off. */
  mobilePortalUrl: string | null;
  /** Product title per host name, in any of the UI languages. */
  hostTitles: Readonly<Record<string, LocalizedText>>;
  /** Hosts on which the union-leader flag is never looked up (always '0'). */
  unionLeaderSkipHosts: readonly string[];
  /** 'off', 'on' (every host) or the host names served in store (market) mode. */
  storeMode: 'off' | 'on' | readonly string[];
  /** The school whose pages draw the routes that name none (/service, store /introduce). */
  homeSchoolId: string;
  /** Whether the debug site-map drawer is offered (never in production). */
  siteMapDrawer: boolean;
}

/** The settings of this file with their defaults, for the README table. */
export const SITE_SETTINGS = [
  { name: 'MOBILE_PORTAL_URL', default: '(unset)', description: 'Base URL (http or https) of the mobile web portal: phones opening a portal path are sent to BASE/portal/{schoolId}/home, or BASE/search-result for a search, with pageId, activeIndex, subIndex, sxz-lang, isVisit, fromType, o3src, noRedirect and keyword kept (noRedirect=true stays on the desktop page). Unset: no redirect. The default of the configuration key mobilePortalUrl, which the settings screen changes.' },
  { name: 'HOST_TITLES', default: '(unset)', description: 'JSON object of host name to product title, the title a localized text such as {"learn.example.com":{"zh_CN":"学习平台","en_US":"Learning"}}: pages on that host end their title with it instead of the product name. The default of the configuration key hostTitles.' },
  { name: 'UNION_LEADER_SKIP_HOSTS', default: '(unset)', description: 'Comma-separated host names on which the school union-leader flag (schoolUnionLeader) is not looked up and reads \'0\'. The default of the configuration key unionLeaderSkipHosts.' },
  { name: 'STORE_MODE', default: 'off', description: 'Store (market) mode: off, on (every host), or comma-separated host names that get the store router (/, /introduce, /privacy, login, register create/creating/success/welcome, callbacks) instead of the main one.' },
  { name: 'PORTAL_HOME_SCHOOL_ID', default: '1100000000000000001', description: 'The school whose pages draw the routes that name no school: /service and the store\'s / and /introduce (decorate them in that school\'s designer).' },
  { name: 'SITE_MAP_DRAWER', default: '(true unless NODE_ENV=production)', description: 'Offer the debug site-map drawer (a button on every screen listing every route of both routers). Always off in production.' },
] as const;

/** A site setting with a bad value (main.ts prints it and exits, like ConfigError). */
export class SiteSettingError extends Error {}

const hosts = (raw: string | undefined) => (raw ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

function hostTitles(raw: string | undefined): Record<string, LocalizedText> {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new SiteSettingError('HOST_TITLES must be a JSON object of host name to localized title');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SiteSettingError('HOST_TITLES must be a JSON object of host name to localized title');
  const titles: Record<string, LocalizedText> = {};
  for (const [host, title] of Object.entries(parsed as Record<string, unknown>)) {
    const ok = title && typeof title === 'object' && Object.entries(title).every(([lang, text]) => isLanguage(lang) && typeof text === 'string' && text.length <= 80);
    if (!ok) throw new SiteSettingError(`HOST_TITLES: the title of "${host}" must map UI languages (zh_CN, en_US, ...) to texts of at most 80 characters`);
    titles[host.toLowerCase()] = title as LocalizedText;
  }
  return titles;
}

/** Reads and checks the site settings; throws SiteSettingError on a bad value. */
export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const mobile = env.MOBILE_PORTAL_URL?.trim() || null;
  if (mobile && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(mobile)) throw new SiteSettingError(`MOBILE_PORTAL_URL must be an http(s) URL without query; got "${mobile}"`);
  const store = env.STORE_MODE?.trim().toLowerCase() || 'off';
  const storeMode = store === 'off' || store === 'false' ? 'off' : store === 'on' || store === 'true' ? 'on' : hosts(store);
  const homeSchoolId = env.PORTAL_HOME_SCHOOL_ID?.trim() || '1100000000000000001';
  if (!new RegExp(ID_PATTERN).test(homeSchoolId)) throw new SiteSettingError(`PORTAL_HOME_SCHOOL_ID must be a 19-digit school id; got "${homeSchoolId}"`);
  const production = env.NODE_ENV === 'production';
  const drawer = env.SITE_MAP_DRAWER?.trim().toLowerCase();
  return {
    mobilePortalUrl: mobile?.replace(/\/+$/, '') ?? null,
    hostTitles: hostTitles(env.HOST_TITLES),
    unionLeaderSkipHosts: hosts(env.UNION_LEADER_SKIP_HOSTS),
    storeMode,
    homeSchoolId,
    siteMapDrawer: !production && drawer !== 'false' && drawer !== '0',
  };
}

/** The host name of a Host header, without its port. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

/** Whether a host gets the store router. */
export function isStoreHost(settings: SiteSettings, hostHeader: string | undefined): boolean {
  if (settings.storeMode === 'off') return false;
  if (settings.storeMode === 'on') return true;
  return settings.storeMode.includes(hostName(hostHeader));
}

/** What the browser needs of the site settings for one host (schemas/site.ts `SiteInfo`). */
export function siteInfoFor(settings: SiteSettings, hostHeader: string | undefined) {
  return {
    storeMode: isStoreHost(settings, hostHeader),
    mobilePortalUrl: settings.mobilePortalUrl,
    hostTitle: settings.hostTitles[hostName(hostHeader)] ?? null,
    homeSchoolId: settings.homeSchoolId,
    siteMap: settings.siteMapDrawer,
  };
}
