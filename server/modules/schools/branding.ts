import type { LocalizedText } from '../../../schemas/localized-text';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { schoolNotFound } from '../../http/app-error';
import { RESOURCE_TYPE } from '../../../schemas/enums';
import { gradientBanner, letterLogo } from './artwork';
import { findSchool, type SchoolRef, type SchoolRow } from './repository';

/** A school's full row (404 when it vanished). */
export function schoolRow(db: Db, school: SchoolRef): Promise<SchoolRow> {
  return withTenant(db, school.tenantId, async (tx) => {
    const row = await findSchool(tx, school.id);
    if (!row) throw schoolNotFound();
    return row;
  });
}

/** The school's logo URL, or a letter logo from its name when it has none. */
export function logoOf(row: SchoolRow): string {
  const name = row.name[row.defaultLanguage as keyof LocalizedText] ?? Object.values(row.name)[0] ?? '';
  return row.logoUrl || letterLogo(name);
}

/** One slide of the default banner. */
export interface DefaultSlide {
  imageUrl: string;
  title: LocalizedText;
  linkUrl: string;
}

/** What a banner shows when none is set: a welcome slide and the school's courses and live sessions. */
export function defaultSlides(row: SchoolRow): DefaultSlide[] {
  const search = (type: number) => `/portal/${row.id}/search?cardType=${type}`;
  return [
    { imageUrl: gradientBanner('#2f6fde', '#6a4ee0'), title: row.name, linkUrl: `/portal/${row.id}/home` },
    { imageUrl: gradientBanner('#0f9d7a', '#2f6fde'), title: { zh_CN: '全部课程', en_US: 'All courses' }, linkUrl: search(RESOURCE_TYPE.course) },
    { imageUrl: gradientBanner('#e0664e', '#d4a017'), title: { zh_CN: '直播课堂', en_US: 'Live classes' }, linkUrl: search(RESOURCE_TYPE.live) },
  ];
}
