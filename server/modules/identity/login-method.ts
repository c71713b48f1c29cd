import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { lookupSchool, findSchool, type SchoolRef } from '../schools/repository';
import { endSessionUrl, providerConfiguration } from './oidc-client';
import * as repo from './repository';

/** The school login methods of the spec: 2 enterprise OAuth2, 3 single sign-on, 4 enterprise single sign-on with its own logout URL. */
export const LOGIN_METHODS = { password: 1, enterpriseOauth2: 2, sso: 3, enterpriseSso: 4 } as const;

/** A school's login method (1 when the school is unknown). */
export async function loginMethodOf(db: Db, school: SchoolRef): Promise<number> {
  const row = await withTenant(db, school.tenantId, (tx) => findSchool(tx, school.id));
  return row?.loginMethod ?? LOGIN_METHODS.password;
}

/**
 * Where the browser goes after logout, by the school's login method: 2 the login page; 3 the
 * provider's end-session endpoint, which comes back to the login page; 4 the school's configured
 * enterprise logout URL; null otherwise (the app then shows the login page with `redirect`).
 */
export async function logoutTarget(db: Db, schoolId: string | null, origin: string): Promise<string | null> {
  const school = schoolId ? await lookupSchool(db, schoolId) : undefined;
  if (!school) return null;
  const method = await loginMethodOf(db, school);
  const loginPage = `/login/index?schoolId=${school.id}`;
  if (method === LOGIN_METHODS.enterpriseOauth2) return loginPage;
  if (method === LOGIN_METHODS.sso) {
    const provider = await repo.findProvider(db, school, 'sso');
    if (!provider) return loginPage;
    try {
      return endSessionUrl(await providerConfiguration(provider), provider, `${origin}/login/index`) ?? loginPage;
    } catch {
      return loginPage; // the provider is down: the portal session is over all the same
    }
  }
  if (method === LOGIN_METHODS.enterpriseSso) {
    const provider = await repo.findProvider(db, school, 'sso');
    return provider?.logoutUrl || loginPage;
  }
  return null;
}

/**
 * Where the root path sends a visitor for a school (spec §2): an open school, or anyone logged in, to
 * its portal; otherwise to the school's external sign-in when its login method names one, else the login page.
 */
export async function entryTarget(db: Db, school: SchoolRef, loggedIn: boolean): Promise<string> {
  const portal = `/portal/${school.id}`;
  if (school.openSchool || loggedIn) return portal;
  const method = await loginMethodOf(db, school);
  const kind = method === LOGIN_METHODS.enterpriseOauth2 ? 'oauth2' : method === LOGIN_METHODS.sso || method === LOGIN_METHODS.enterpriseSso ? 'sso' : null;
  if (kind && (await repo.findProvider(db, school, kind))) {
    return `/api/auth/open/sso/authorize?${new URLSearchParams({ schoolId: school.id, kind, redirect: portal })}`;
  }
  return `/login/index?${new URLSearchParams({ redirect: portal })}`;
}
