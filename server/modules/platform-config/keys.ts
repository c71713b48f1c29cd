import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SUPPORTED_LANGUAGES } from '../../../schemas/languages';
import type { ConfigScope } from '../../../schemas/platform-config';
import type { Config } from '../../config';

/** The spec's two config cache times (§9): read again at once, or kept for five minutes. */
export const CACHE_MS = { fresh: 1, fiveMinutes: 300_000 } as const;

/** One configuration key as declared: schema, default, meaning, scope, cache time and the words for a refused value. */
interface KeyDefinition {
  scope: ConfigScope;
  schema: JSONSchema;
  /** The default when nothing is stored; a function when it comes from the environment (server/config.ts). */
  default: unknown;
  /** The environment setting that gives the default, when one does (README). */
  env?: string;
  description: string;
  /** What the settings screen and the API say when a value breaks the schema. */
  message: string;
  cacheMs: (typeof CACHE_MS)[keyof typeof CACHE_MS];
}

/** A key with its name. */
export interface ConfigKey extends KeyDefinition {
  name: string;
}

const host = { type: 'string', minLength: 1, maxLength: 253, pattern: '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$' } as const;
const hostList = { type: 'array', maxItems: 200, uniqueItems: true, items: host } as const;
const schoolIdList = { type: 'array', maxItems: 5000, uniqueItems: true, items: { type: 'string', pattern: '^[1-9][0-9]{18}$' } } as const;
const httpUrl = { type: 'string', maxLength: 500, pattern: '^(|https?://[^\\s/?#]+[^\\s]*)$' } as const;
const urlList = { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 253, pattern: '^(https?://)?[a-z0-9.*-]+(:[0-9]{1,5})?/?$' } } as const;
const phone = { type: 'string', maxLength: 40, pattern: '^[0-9+()\\- ]*$' } as const;
const domain = { type: 'string', minLength: 3, maxLength: 253, pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' } as const;

/**
 * Every configuration key. Adding one is one entry here: the API, the settings screen, the cache and
 * the README table (server/readme-settings.test.ts keeps it in sync) all follow.
 */
export const CONFIG_KEYS = {
  contactHiddenHosts: {
    scope: 'platform',
    schema: hostList,
    default: (config: Config) => config.contactHiddenHosts,
    env: 'CONTACT_HIDDEN_HOSTS',
    description: 'Host names on which neither the footer nor the feedback dialog shows customer-service contact details (the spec\'s white list).',
    message: 'List host names in lower case, such as inner.example.com.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  supportChatTrustedSchools: {
    scope: 'platform',
    schema: schoolIdList,
    default: [],
    description: 'School ids (19 digits) whose design pages load the support chat for logged-in users.',
    message: 'List school ids of 19 digits, each once.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  supportChat: {
    scope: 'platform',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['host', 'innerHost', 'hotlineId', 'codeExpirationTime'],
      properties: {
        host: httpUrl,
        innerHost: httpUrl,
        hotlineId: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' },
        codeExpirationTime: { type: 'integer', minimum: 60_000, maximum: 600_000 },
      },
    },
    default: { host: '', innerHost: '', hotlineId: '', codeExpirationTime: 540_000 },
    description: 'The support chat: host (an http(s) URL the chat frame opens), innerHost (for internal-network users), hotlineId, and codeExpirationTime, the milliseconds after which the chat auth code is renewed (60000-600000; a code is never used after 600 seconds).',
    message: 'Give host and innerHost as http(s) URLs (or empty), hotlineId as letters, digits, - or _, and codeExpirationTime in milliseconds from 60000 to 600000.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  internalLogoutUrl: {
    scope: 'platform',
    schema: httpUrl,
    default: '',
    description: 'Where internal-network users (INTERNAL_NETWORKS) go after logging out, e.g. the intranet sign-in; empty sends them to the login page like everyone else.',
    message: 'Give an http(s) URL, or leave it empty.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  authReloadHosts: {
    scope: 'platform',
    schema: hostList,
    default: [],
    description: 'Host names on which a failed authentication reloads the page instead of going to the login page (for portals whose host signs people in itself).',
    message: 'List host names in lower case, such as portal.example.com.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  pageApiV1Schools: {
    scope: 'platform',
    schema: schoolIdList,
    default: [],
    description: 'School ids whose portal reads pages through the v1 page API (/pages), whatever the main switch says.',
    message: 'List school ids of 19 digits, each once.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  pageApiV2Schools: {
    scope: 'platform',
    schema: schoolIdList,
    default: [],
    description: 'School ids whose portal reads pages through the v2 page API (/v2/pages), whatever the main switch says (v1 list wins).',
    message: 'List school ids of 19 digits, each once.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  pageApiMainSwitch: {
    scope: 'platform',
    schema: { type: 'integer', minimum: 0, maximum: 1 },
    default: 1,
    description: 'Page API for schools on neither list: 0 means v1, 1 means v2.',
    message: 'Use 0 (v1) or 1 (v2).',
    cacheMs: CACHE_MS.fresh,
  },
  environmentUrls: {
    scope: 'platform',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: { sit: urlList, uat: urlList, de: urlList, ru: urlList, sg: urlList, mx: urlList },
    },
    default: {},
    description: 'Host names (or origins; *.example.com matches sub-domains) of each environment: sit, uat, de, ru, sg, mx. Any other host is cn. de, ru, sg and mx are overseas: their default language is en_US.',
    message: 'Give, per environment (sit, uat, de, ru, sg, mx), a list of host names such as portal.example.com.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  mobileSupportPhones: {
    scope: 'platform',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: { cn: phone, sit: phone, uat: phone, de: phone, ru: phone, sg: phone, mx: phone },
    },
    default: {},
    description: 'The support phone shown on mobile screens, per environment (cn, sit, uat, de, ru, sg, mx); environments left out show none.',
    message: 'Give phone numbers of digits, spaces, +, -, ( and ) per environment.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  companyEmailDomains: {
    scope: 'platform',
    schema: { type: 'array', minItems: 2, maxItems: 2, uniqueItems: true, items: domain },
    default: ['company.example', 'corp.company.example'],
    description: 'The two company e-mail domains the e-mail domain check accepts (spec §5).',
    message: 'Give exactly two different domains in lower case, such as example.com.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  moderationWords: {
    scope: 'platform',
    schema: { type: 'array', maxItems: 5000, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 } },
    default: ['赌博', '博彩', 'casino', 'gambling', 'pornography'],
    description: 'Words the default content checker (moderationSyncTexts) refuses in feedback and released page text, matched without regard to case.',
    message: 'List words of 1 to 100 characters, each once.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  agreementVersions: {
    scope: 'platform',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['privacy', 'service'],
      properties: { privacy: { type: 'integer', minimum: 1 }, service: { type: 'integer', minimum: 1 } },
    },
    default: { privacy: 1, service: 1 },
    description: 'The current versions of the privacy and service agreements; raising one asks every member to sign again.',
    message: 'Give privacy and service as whole numbers of 1 or more.',
    cacheMs: CACHE_MS.fresh,
  },
  versionInformationSwitch: {
    scope: 'school',
    schema: { type: 'string', enum: ['0', '1'] },
    default: '0',
    description: 'Whether the footer shows version and copyright information ("1") or not ("0").',
    message: 'Use "0" or "1".',
    cacheMs: CACHE_MS.fresh,
  },
  helpCenterJumpSchool: {
    scope: 'school',
    schema: { type: 'string', pattern: '^(|[1-9][0-9]{18})$' },
    default: '',
    description: 'The school whose portal the footer\'s help-center link opens; empty opens the help page.',
    message: 'Give a school id of 19 digits, or leave it empty.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  learnEventPoints: {
    scope: 'school',
    schema: { type: 'integer', minimum: 0, maximum: 100 },
    default: 1,
    description: 'Points a learner earns for the first learning event of a resource each day (POST /api/point/v1/event/learn); they feed the trainee-points leaderboard.',
    message: 'Use a whole number from 0 to 100.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  hostTitles: {
    scope: 'platform',
    schema: {
      type: 'object',
      maxProperties: 200,
      propertyNames: host,
      additionalProperties: {
        type: 'object',
        minProperties: 1,
        propertyNames: { enum: [...SUPPORTED_LANGUAGES] },
        additionalProperties: { type: 'string', minLength: 1, maxLength: 80 },
      },
    },
    default: (config: Config) => config.site.hostTitles,
    env: 'HOST_TITLES',
    description: 'The product title per host name, in any UI languages: pages on that host end their title with it instead of the product name.',
    message: 'Map lower-case host names to titles by language, such as {"learn.example.com":{"en_US":"Learning"}}; at most 80 characters each.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  unionLeaderSkipHosts: {
    scope: 'platform',
    schema: hostList,
    default: (config: Config) => config.site.unionLeaderSkipHosts,
    env: 'UNION_LEADER_SKIP_HOSTS',
    description: 'Host names on which the school union-leader flag (schoolUnionLeader) is not looked up and reads \'0\'.',
    message: 'List host names in lower case, such as inner.example.com.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
  mobilePortalUrl: {
    scope: 'platform',
    schema: { type: 'string', maxLength: 500, pattern: '^(|https?://[^\\s/?#]+(/[^\\s?#]*)?)$' },
    default: (config: Config) => config.site.mobilePortalUrl ?? '',
    env: 'MOBILE_PORTAL_URL',
    description: 'Base URL of the mobile web portal phones opening a portal path are sent to (with pageId, activeIndex, subIndex, sxz-lang, isVisit, fromType, o3src and noRedirect kept; noRedirect=true stays); empty turns the redirect off.',
    message: 'Give an http(s) URL without query or fragment, or leave it empty.',
    cacheMs: CACHE_MS.fiveMinutes,
  },
} as const satisfies Record<string, KeyDefinition>;

/** The names of all keys. */
export type ConfigKeyName = keyof typeof CONFIG_KEYS;

/** The value type of a key, derived from its schema. */
export type ConfigValues = { [N in ConfigKeyName]: FromSchema<(typeof CONFIG_KEYS)[N]['schema']> };

/** Every key with its name, in declaration order. */
export const KEY_LIST: readonly ConfigKey[] = Object.entries(CONFIG_KEYS).map(([name, definition]) => ({ name, ...(definition as KeyDefinition) }));

const BY_NAME = new Map(KEY_LIST.map((k) => [k.name, k]));

/** The key of a name, or undefined for an unknown name. */
export function configKey(name: string): ConfigKey | undefined {
  return BY_NAME.get(name);
}

/** A key's default for this server's settings. */
export function defaultOf(definition: ConfigKey, config: Config): unknown {
  return typeof definition.default === 'function' ? (definition.default as (c: Config) => unknown)(config) : definition.default;
}
