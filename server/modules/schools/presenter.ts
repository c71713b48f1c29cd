import type { SchoolRow } from './repository';

/** The public details of a school; `openSchool` is "1"/"0" as the spec's clients expect. */
export function presentSchoolDetails(school: SchoolRow, subSchools: Pick<SchoolRow, 'id' | 'name'>[]) {
  return {
    id: school.id,
    tenantId: school.tenantId,
    parentId: school.parentId,
    name: school.name,
    openSchool: school.openSchool ? '1' : '0',
    loginMethod: school.loginMethod,
    isDecorated: school.isDecorated,
    defaultLanguage: school.defaultLanguage,
    schoolType: school.schoolType,
    subSchools: subSchools.map((s) => ({ id: s.id, name: s.name })),
  };
}
