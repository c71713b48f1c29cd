/** The environments of spec §9; a host on none of the configured lists is cn. */
export const ENVIRONMENTS = ['sit', 'uat', 'de', 'ru', 'sg', 'mx'] as const;
export type Environment = (typeof ENVIRONMENTS)[number] | 'cn';

/** Environments outside mainland China: their default language is en_US (spec §9). */
export const OVERSEAS_ENVIRONMENTS: readonly Environment[] = ['de', 'ru', 'sg', 'mx'];

/** The host name of an entry of a URL list: 'https://a.example:8443/' → 'a.example'. */
function hostOf(entry: string): string {
  return entry.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/[:/].*$/, '');
}

function matches(host: string, entry: string): boolean {
  const pattern = hostOf(entry);
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

/** The environment a host belongs to, from the configured URL lists (key environmentUrls), in the spec's order. */
export function detectEnvironment(host: string, urls: Partial<Record<(typeof ENVIRONMENTS)[number], readonly string[]>>): Environment {
  const name = hostOf(host);
  for (const environment of ENVIRONMENTS) {
    if ((urls[environment] ?? []).some((entry) => matches(name, entry))) return environment;
  }
  return 'cn';
}

/** The default UI language of an environment: en_US overseas, zh_CN otherwise. */
export function environmentLanguage(environment: Environment): 'en_US' | 'zh_CN' {
  return OVERSEAS_ENVIRONMENTS.includes(environment) ? 'en_US' : 'zh_CN';
}

/** Page-API version of a school (spec §9): the v1 white list, then the v2 white list, then the main switch (0 → v1, else v2). */
export function pageApiVersion(schoolId: string, rules: { v1: readonly string[]; v2: readonly string[]; mainSwitch: number }): 1 | 2 {
  if (rules.v1.includes(schoolId)) return 1;
  if (rules.v2.includes(schoolId)) return 2;
  return rules.mainSwitch === 0 ? 1 : 2;
}
