import type { FastifyInstance } from 'fastify';
import type { LocalizedText } from '../schemas/localized-text';
import type { SiteSettings } from './site-settings';

/**
 * The site settings as they stand now: the deployment ones from the environment (store mode, home
 * school, site map) and the per-host switches from the configuration keys (host titles, union-leader
 * skip hosts, mobile portal), whose defaults are the environment settings of the same names.
 */
export async function liveSiteSettings(app: FastifyInstance): Promise<SiteSettings> {
  const titles = await app.configService.get('hostTitles');
  const skipHosts = await app.configService.get('unionLeaderSkipHosts');
  const mobile = await app.configService.get('mobilePortalUrl');
  return {
    ...app.config.site,
    hostTitles: titles as Record<string, LocalizedText>,
    unionLeaderSkipHosts: skipHosts,
    mobilePortalUrl: mobile ? mobile.replace(/\/+$/, '') : null,
  };
}
