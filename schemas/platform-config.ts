import type { FromSchema } from 'json-schema-to-ts';

/** Where a configuration key's value is kept: one value for the whole platform, or one per school. */
export const CONFIG_SCOPES = ['platform', 'school'] as const;
export type ConfigScope = (typeof CONFIG_SCOPES)[number];

/** One configuration key as GET /api/platform/v1/config lists it, and as the settings screen edits it. */
export const configKeyViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scope', 'description', 'message', 'schema', 'default', 'value', 'stored', 'updatedAt', 'cacheMs'],
  properties: {
    name: { type: 'string' },
    scope: { type: 'string', enum: CONFIG_SCOPES },
    description: { type: 'string' },
    /** What is said when a value breaks the key's schema. */
    message: { type: 'string' },
    /** The JSON Schema every value of the key must satisfy. */
    schema: {},
    default: {},
    value: {},
    /** Whether a value is stored (false: the default applies). */
    stored: { type: 'boolean' },
    updatedAt: { type: ['string', 'null'], format: 'date-time' },
    /** How long a process keeps a read value (spec §9: 1 or 300000). */
    cacheMs: { type: 'integer', minimum: 1 },
  },
} as const;

export type ConfigKeyView = FromSchema<typeof configKeyViewSchema>;
