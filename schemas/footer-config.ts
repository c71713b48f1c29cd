import type { FromSchema } from 'json-schema-to-ts';
import { LINK_PATTERN } from './safe-url';

/** Footer template types of the spec: 1 default, 2 custom. */
export const FOOTER_TEMPLATE = { default: 1, custom: 2 } as const;

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
/** A footer address: a site path, http(s) or mailto, like every link (schemas/safe-url.ts). */
const link = (max: number) => ({ type: 'string', maxLength: max, pattern: LINK_PATTERN }) as const;
const navigation = {
  type: 'object',
  additionalProperties: false,
  required: ['showName'],
  properties: { showName: text(60), relateType: { type: 'integer', minimum: 0, maximum: 9 }, relateUrl: link(500) },
} as const;

/**
 * One footer template of a school (spec §3 "Footer config"). A school has at most one of each type; the
 * template marked `isUsed` is the one shown, else the built-in default.
 */
export const footerTemplateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['templateType', 'isUsed'],
  properties: {
    templateType: { type: 'integer', enum: [1, 2] },
    isUsed: { type: 'boolean' },
    copyright: {
      type: 'object',
      additionalProperties: false,
      properties: { company: text(200), beian: text(200), registerSystemInfo: text(200), support: text(200) },
    },
    footerNavigations: {
      type: 'array',
      maxItems: 10,
      items: { ...navigation, properties: { ...navigation.properties, children: { type: 'array', maxItems: 20, items: navigation } } },
    },
    footerQrCodes: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: { url: link(1000), urlEn: link(1000), urlMobile: link(1000), showName: text(60), explainMobile: text(200) },
      },
    },
  },
} as const;

export type FooterTemplate = FromSchema<typeof footerTemplateSchema>;

/** The body of PUT open/footer: the templates of a school plus the version-information switch. */
export const footerConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['templates'],
  properties: {
    templates: { type: 'array', maxItems: 2, items: footerTemplateSchema },
    versionInformationSwitch: { type: 'string', enum: ['0', '1'] },
    helpCenterJumpSchool: { type: 'string', pattern: '^(|[1-9][0-9]{18})$' },
  },
} as const;

export type FooterConfig = FromSchema<typeof footerConfigSchema>;

/** The template a footer shows: the one marked used, else (none, or an error) the default. */
export function usedTemplate(templates: readonly FooterTemplate[] | undefined | null): FooterTemplate {
  return templates?.find((t) => t.isUsed) ?? { templateType: FOOTER_TEMPLATE.default, isUsed: true };
}
