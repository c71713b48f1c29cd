import { isId } from '../../schemas/ids';
import { siteInfo } from '../site/site-info';

/**
 * The school whose page a route draws: the path's `schoolParam` (default `schoolId`), or for routes
 * that name none, `?schoolId=` and then the site's home school.
 */
export function pageSchoolId(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  options: { schoolParam?: string; homeSchool?: boolean },
): string {
  if (options.homeSchool) {
    const asked = search.get('schoolId');
    return isId(asked) ? asked : siteInfo().homeSchoolId;
  }
  return params[options.schoolParam ?? 'schoolId'] ?? '';
}
