import type { TFunction } from 'i18next';
import type { DocumentError } from '../../renderer/validate';

type Rule = [pattern: RegExp, key: string, values?: (match: RegExpMatchArray) => Record<string, string>];

const limit = (match: RegExpMatchArray) => ({ limit: match[1]! });

// ajv's English messages for the rules block schemas use, and renderer/validate.ts's own; anything else stays as written.
const RULES: readonly Rule[] = [
  [/^is required$/, 'required'],
  [/^must match pattern "(.*)"$/, 'pattern'],
  [/^must be <= (-?[\d.]+)$/, 'maximum', limit],
  [/^must be >= (-?[\d.]+)$/, 'minimum', limit],
  [/^must be < (-?[\d.]+)$/, 'exclusiveMaximum', limit],
  [/^must be > (-?[\d.]+)$/, 'exclusiveMinimum', limit],
  [/^must be equal to one of the allowed values$/, 'enum'],
  [/^must NOT have more than (\d+) characters$/, 'maxLength', limit],
  [/^must NOT have fewer than (\d+) characters$/, 'minLength', limit],
  [/^must NOT have more than (\d+) items$/, 'maxItems', limit],
  [/^must NOT have fewer than (\d+) items$/, 'minItems', limit],
  [/^must NOT have duplicate items/, 'uniqueItems'],
  [/^must be (string|number|integer|boolean|object|array|null)$/, 'type', (match) => ({ type: match[1]! })],
  [/^must match format "(.*)"$/, 'format', (match) => ({ format: match[1]! })],
  [/^is not allowed here$/, 'notAllowed'],
  [/^is not an allowed name here$/, 'notAllowedName'],
  // renderer/validate.ts's checks beyond the schemas: ids, types, versions and slots.
  [/^duplicates block id (.+)$/, 'duplicateId', (match) => ({ id: match[1]! })],
  [/^unknown block type "(.*)"$/, 'unknownType', (match) => ({ type: match[1]! })],
  [/^was saved by a newer version of (.+) \(v(\d+)\); this server knows up to v(\d+)$/, 'newerBlock', (match) => ({ type: match[1]!, v: match[2]!, known: match[3]! })],
  [/^is v(\d+); migrate to v(\d+) before saving$/, 'olderBlock', (match) => ({ v: match[1]!, known: match[2]! })],
  [/^was saved by newer code \(v(\d+)\); this server reads up to v(\d+)$/, 'newerDocument', (match) => ({ v: match[1]!, known: match[2]! })],
  [/^(.+) has no slot "(.*)"$/, 'noSlot', (match) => ({ type: match[1]!, slot: match[2]! })],
];

/** A validator message in the UI language: a known ajv message by its key (with its limit), else the message itself. */
export function localizeErrorMessage(message: string, t: TFunction): string {
  for (const [pattern, key, values] of RULES) {
    const match = message.match(pattern);
    if (match) return t(`errors.${key}`, values?.(match) ?? {});
  }
  return message;
}

/** The same errors with their messages in the UI language; pointers are kept, so each still finds its field. */
export function localizeErrors(errors: readonly DocumentError[], t: TFunction): DocumentError[] {
  return errors.map((error) => ({ ...error, message: localizeErrorMessage(error.message, t) }));
}
