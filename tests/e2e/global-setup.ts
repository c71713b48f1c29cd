import type { FullConfig } from '@playwright/test';
import { startTestIdp } from '../support/test-idp';

/**
 * Starts the OpenID provider the single sign-on and enterprise OAuth2 specs sign in at (on loopback,
 * at E2E_IDP_PORT), with the portal's callbacks registered; stops it when the run ends.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('globalSetup: the project has no baseURL');
  const idp = await startTestIdp({ port: Number(process.env.E2E_IDP_PORT), portalOrigins: [baseURL] });
  process.env.E2E_IDP_ISSUER = idp.issuer;
  return () => idp.close();
}
