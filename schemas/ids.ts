/** Ids in paths are 19-digit numbers (snowflake-style), carried as strings in JSON. */
export const ID_PATTERN = '^[1-9][0-9]{18}$';
export const idSchema = { type: 'string', pattern: ID_PATTERN } as const;
const ID_RE = new RegExp(ID_PATTERN);

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_RE.test(value);
}
