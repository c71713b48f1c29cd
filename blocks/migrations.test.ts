// STYLE 3: every migration of every block type runs against a before/after fixture, and this file fails
// when one has none. Convention: blocks/<type>/migrations/<from>-to-<from+1>.fixture.json = { before, after }.
import { describe, expect, it } from 'vitest';
import type { BlockRegistry } from '../renderer/block-definition';
import { createPropsValidator } from '../renderer/validate';
import { blockRegistry } from './index';

/** A migration's before/after pair. */
interface Fixture {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const files = import.meta.glob<Fixture>('./*/migrations/*.fixture.json', { eager: true, import: 'default' });

const fixtureName = (type: string, from: number) => `./${type}/migrations/${from}-to-${from + 1}.fixture.json`;

/** Migrations without a fixture, and fixtures without a migration, as readable lines. */
export function fixtureProblems(registry: BlockRegistry, names: readonly string[]): string[] {
  const wanted = [...registry.values()].flatMap((def) => def.migrations.map((m) => fixtureName(def.type, m.from)));
  return [
    ...wanted.filter((name) => !names.includes(name)).map((name) => `missing ${name}`),
    ...names.filter((name) => !wanted.includes(name)).map((name) => `no migration for ${name}`),
  ];
}

const steps = [...blockRegistry.values()].flatMap((def) => def.migrations.map((m) => ({ def, migration: m, name: fixtureName(def.type, m.from) })));

describe('block migrations', () => {
  it('has a fixture for every migration and a migration for every fixture', () => {
    expect(fixtureProblems(blockRegistry, Object.keys(files))).toEqual([]);
  });

  it('notices a migration without a fixture', () => {
    expect(fixtureProblems(blockRegistry, [])).toContain(`missing ${fixtureName('banner', 1)}`);
  });

  it('exercises at least the banner and course-cards steps', () => {
    expect(steps.map((s) => s.name)).toEqual(expect.arrayContaining([fixtureName('banner', 1), fixtureName('course-cards', 1)]));
  });

  const check = createPropsValidator(blockRegistry);
  it.each(steps.map((s) => [s.name, s] as const))('%s: up(before) equals after, and leaves before as it was', (name, { migration }) => {
    const fixture = files[name]!;
    const before = structuredClone(fixture.before);
    expect(migration.up(before)).toEqual(fixture.after);
    expect(before).toEqual(fixture.before);
  });

  it.each(steps.filter((s) => s.migration.from + 1 === s.def.version).map((s) => [s.name, s] as const))(
    '%s: the last step lands on props the current schema accepts',
    (name, { def }) => {
      expect(check(def.type, files[name]!.after)).toEqual([]);
    },
  );
});
