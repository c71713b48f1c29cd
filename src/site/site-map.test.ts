import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { storeRoutes } from '../routes-store';
import { DEMO_SAMPLES, routePatterns, siteMapOf } from './site-map';

describe('site map', () => {
  it('lists every route of both routers with a concrete link', () => {
    const main = siteMapOf(routes);
    expect(main.map((e) => e.pattern)).toEqual(routePatterns(routes));
    for (const entry of [...main, ...siteMapOf(storeRoutes)]) expect(entry.href, entry.pattern).not.toMatch(/:/);
    expect(main.find((e) => e.pattern === '/portal/:schoolId/sub-school/:subSchoolId/fans')!.href).toBe(`/portal/${DEMO_SAMPLES.schoolId}/sub-school/${DEMO_SAMPLES.subSchoolId}/fans`);
    expect(main.find((e) => e.pattern === '/portal/:schoolId/o3-school/more')!.href).toBe(`/portal/${DEMO_SAMPLES.o3SchoolId}/o3-school/more`);
  });

  it('has the spec\'s store router', () => {
    expect(routePatterns(storeRoutes)).toEqual(['/', '/introduce', '/privacy', '/login/index', '/login/select', '/register/create', '/register/creating',
      '/register/success', '/register/welcome', '/uniportal/callback', '/hw/callback']);
  });

  it('has every spec §2 route of the main router', () => {
    const patterns = routePatterns(routes);
    for (const path of ['/o3-sub-portal/:schoolId', '/o3/:schoolId/detail', '/democloud/:schoolId/detail', '/portal/:schoolId/sub-school', '/service',
      '/portal/:schoolId/o3-school/new-project', '/portal/:schoolId/o3-school/course-more', '/portal/:schoolId/o3-school/case-center-more',
      '/portal/:schoolId/person-space/:tab', '/personSpace/:schoolId/:tab', '/order/:schoolId', '/order/:schoolId/sub-school/:subSchoolId', '/community/:target',
      '/portal/:schoolId/sub-school/:subSchoolId/home', '/portal/:schoolId/sub-school/:subSchoolId/more']) expect(patterns).toContain(path);
  });
});
