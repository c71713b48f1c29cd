// The check of the designer's block labels against the block registry: every id a definition or a props
// schema names is defined, every field and worded option has one, and no defined id is left unused.

import type { BlockRegistry } from '../renderer/block-definition';

type Schema = { [key: string]: unknown };

/** Where each label id is used, "banner: props.slides.items.title", collected from definitions and schemas. */
export function labelUses(registry: BlockRegistry): { id: unknown; where: string }[] {
  const uses: { id: unknown; where: string }[] = [];
  const walk = (schema: Schema, where: string) => {
    if ('x-enum-labels' in schema || (schema.enum as unknown[] | undefined)?.some((value) => /\p{L}/u.test(String(value)))) {
      const labels = (schema['x-enum-labels'] ?? {}) as Record<string, unknown>;
      for (const value of (schema.enum as unknown[] | undefined) ?? []) uses.push({ id: labels[String(value)], where: `${where} = ${String(value)}` });
    }
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [name, child] of Object.entries(properties)) {
      uses.push({ id: child['x-label'], where: `${where}.${name}` });
      walk(child, `${where}.${name}`);
    }
    if (schema.items && typeof schema.items === 'object') walk(schema.items as Schema, `${where}.items`);
  };
  for (const [type, def] of registry) {
    uses.push({ id: def.palette.label, where: `${type}: palette` });
    for (const slot of def.slots ?? []) uses.push({ id: def.slotLabels?.[slot], where: `${type}: slot ${slot}` });
    walk(def.schema as Schema, `${type}: props`);
  }
  return uses;
}

/** Everything wrong between a registry and the reference (zh_CN) labels: missing or unknown ids, and ids nothing uses. */
export function labelProblems(registry: BlockRegistry, reference: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  for (const { id, where } of labelUses(registry)) {
    if (typeof id !== 'string' || !id) problems.push(`${where} has no label id`);
    else if (!(id in reference)) problems.push(`${where} names "${id}", which no language defines`);
    else used.add(id);
  }
  for (const id of Object.keys(reference)) if (!used.has(id)) problems.push(`"${id}" is not used by any block`);
  return problems;
}
