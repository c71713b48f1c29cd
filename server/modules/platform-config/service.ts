import Ajv, { type ValidateFunction } from 'ajv';
import type { ConfigKeyView, ConfigScope } from '../../../schemas/platform-config';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { configKey, defaultOf, KEY_LIST, type ConfigKey, type ConfigKeyName, type ConfigValues } from './keys';
import { readPlatformValues, readSchoolValues, writePlatformValue, writeSchoolValue, type StoredValue } from './repository';

/** The event channel on which every process hears that a key changed. */
export const CONFIG_CHANNEL = 'config_changed';

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>(KEY_LIST.map((k) => [k.name, ajv.compile(k.schema as object)]));

type Loaded = { values: Map<string, StoredValue>; at: number };

/** The key of a name, or 404 config.unknown_key. */
export function requireKey(name: string): ConfigKey {
  const definition = configKey(name);
  if (!definition) throw new AppError(404, 'config.unknown_key', `There is no configuration key "${name}".`);
  return definition;
}

/**
 * Configuration keys read through a per-process cache. Each key is read again after its cache time
 * (1 ms or 300000 ms); a write anywhere publishes `config_changed`, and every process (this one too)
 * forgets what it cached of that scope at once.
 */
export class ConfigService {
  private platform: Loaded | null = null;
  private readonly schools = new Map<string, Loaded>();
  private readonly unsubscribe: () => void;
  private readonly changeListeners: ((schoolId: string | null) => void)[] = [];

  constructor(
    private readonly database: Database,
    private readonly config: Config,
  ) {
    this.unsubscribe = database.events.subscribe(CONFIG_CHANNEL, (payload) => this.forget(payload));
  }

  /** Stops listening for changes (the app's onClose). */
  close(): void {
    this.unsubscribe();
  }

  /** Resolves once this process hears changes made elsewhere. */
  ready(): Promise<void> {
    return this.database.events.ready();
  }

  /**
   * Calls `listener` whenever keys change, here or in another process: with the school of a school key,
   * or null for a platform key (or a notice this code did not write), which may change what every school shows.
   */
  onChange(listener: (schoolId: string | null) => void): void {
    this.changeListeners.push(listener);
  }

  private forget(payload: string): void {
    let schoolId: unknown = null;
    try {
      schoolId = (JSON.parse(payload) as { schoolId?: unknown }).schoolId ?? null;
    } catch {
      // A notice this code did not write: forget everything rather than keep something stale.
      this.schools.clear();
      this.platform = null;
      schoolId = null;
    }
    if (typeof schoolId === 'string') this.schools.delete(schoolId);
    else this.platform = null;
    for (const listener of this.changeListeners) listener(typeof schoolId === 'string' ? schoolId : null);
  }

  private async stored(definition: ConfigKey, school?: SchoolRef): Promise<StoredValue | undefined> {
    const now = Date.now();
    const fresh = (loaded: Loaded | null | undefined) => loaded && now - loaded.at < definition.cacheMs;
    if (definition.scope === 'platform') {
      if (!fresh(this.platform)) this.platform = { values: await readPlatformValues(this.database.db), at: now };
      return this.platform!.values.get(definition.name);
    }
    if (!school) throw new Error(`Configuration key ${definition.name} needs a school`);
    let loaded = this.schools.get(school.id);
    if (!fresh(loaded)) {
      loaded = { values: await readSchoolValues(this.database.db, school), at: now };
      this.schools.set(school.id, loaded);
    }
    return loaded!.values.get(definition.name);
  }

  /**
   * A key's value: the stored one, else its default. School-scope keys need the school. Put the result
   * in a const before passing it on: as a direct argument TypeScript infers N from the parameter type.
   */
  get<N extends ConfigKeyName>(name: N, school?: SchoolRef): Promise<ConfigValues[N]> {
    return this.read(name, school) as Promise<never>;
  }

  private async read(name: string, school: SchoolRef | undefined): Promise<unknown> {
    const definition = requireKey(name);
    const stored = await this.stored(definition, school);
    return stored ? stored.value : defaultOf(definition, this.config);
  }

  /** Every key of a scope as the settings screen shows it. */
  async list(scope: ConfigScope, school?: SchoolRef): Promise<ConfigKeyView[]> {
    const views: ConfigKeyView[] = [];
    for (const definition of KEY_LIST) {
      if (definition.scope !== scope) continue;
      const stored = await this.stored(definition, school);
      const fallback = defaultOf(definition, this.config);
      views.push({
        name: definition.name,
        scope: definition.scope,
        description: definition.description,
        message: definition.message,
        schema: definition.schema,
        default: fallback,
        value: stored ? stored.value : fallback,
        stored: Boolean(stored),
        updatedAt: stored ? stored.updatedAt.toISOString() : null,
        cacheMs: definition.cacheMs,
      });
    }
    return views;
  }

  /**
   * Saves a key's value after checking it against the key's schema (422 config.invalid_value with the
   * key's message and a pointer per error; nothing stored changes), or, with `undefined`, goes back to
   * the default. Then tells every process.
   */
  async set(name: string, value: unknown, userId: string, school?: SchoolRef): Promise<void> {
    const definition = requireKey(name);
    if (value !== undefined) {
      const validate = validators.get(name)!;
      if (!validate(value)) {
        const details = (validate.errors ?? []).map((e) => ({ pointer: `/value${e.instancePath}`, message: e.message ?? 'is invalid' }));
        throw new AppError(422, 'config.invalid_value', definition.message, details);
      }
    }
    if (definition.scope === 'platform') await writePlatformValue(this.database.db, name, value, userId);
    else await writeSchoolValue(this.database.db, school!, name, value);
    const payload = JSON.stringify({ key: name, schoolId: definition.scope === 'school' ? school!.id : null });
    this.forget(payload); // this process at once; the others when the notice arrives
    await this.database.events.publish(CONFIG_CHANNEL, payload);
  }
}
