import type { RouteObject } from 'react-router-dom';

/** Example values for path parameters: the demo school, its branch, the project academy and a demo class. */
export interface SiteMapSamples {
  schoolId: string;
  subSchoolId: string;
  o3SchoolId: string;
  classId: string;
}

export const DEMO_SAMPLES: SiteMapSamples = {
  schoolId: '1100000000000000001',
  subSchoolId: '1100000000000000002',
  o3SchoolId: '1100000000000000031',
  classId: '1100000000000060001',
};

/** One route of a router with a link that opens it. */
export interface SiteMapEntry {
  pattern: string;
  href: string;
}

/** Every concrete path pattern of a route tree (layout routes without a path are walked through; `*` is left out). */
export function routePatterns(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...routePatterns(route.children ?? [])]);
}

/** A link for a pattern: parameters filled with the samples (project-school paths get the project academy). */
export function sampleHref(pattern: string, samples: SiteMapSamples): string {
  const o3 = pattern.includes('o3-school') || pattern.startsWith('/o3/');
  const values: Record<string, string> = {
    schoolId: o3 ? samples.o3SchoolId : samples.schoolId,
    subSchoolId: samples.subSchoolId,
    classId: samples.classId,
    target: samples.schoolId,
    tab: 'dynamics',
    errorCode: '500',
  };
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? name);
}

/** The site map of a router: each pattern with its sample link. */
export function siteMapOf(routes: readonly RouteObject[], samples: SiteMapSamples = DEMO_SAMPLES): SiteMapEntry[] {
  return routePatterns(routes).map((pattern) => ({ pattern, href: sampleHref(pattern, samples) }));
}
