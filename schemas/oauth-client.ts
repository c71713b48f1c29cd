import type { FromSchema } from 'json-schema-to-ts';

/**
 * An application a school administrator registers, so this portal can sign the school's people in to
 * it (/oauth2/v1/authorize). Redirect URIs are absolute; the code only ever goes to one of them, as
 * written. A confidential application gets a secret; a public one (no secret) must use PKCE.
 */
export const oauthClientSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'redirectUris'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    redirectUris: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', minLength: 8, maxLength: 2000, pattern: '^https?://' },
    },
    confidential: { type: 'boolean' },
  },
} as const;

export type OAuthClientInput = FromSchema<typeof oauthClientSchema>;
