import type { LocalizedText } from '../../../schemas/localized-text';
import type { UserRow } from '../auth/repository';

/** The signed-in user as the portal shows them; displayName is the first of real name, nickname, mobile, e-mail. */
export function presentMe(user: UserRow) {
  return {
    user_id: user.id,
    nickName: user.nickName,
    realName: user.realName,
    avatarUrl: user.avatarUrl,
    mobile: user.mobile,
    email: user.email,
    displayName: user.realName || user.nickName || user.mobile || user.email,
  };
}

/** Another user as anyone signed in may see them: names and avatar, never contact details. */
export function presentPublicUser(user: UserRow) {
  return {
    user_id: user.id,
    nickName: user.nickName,
    realName: user.realName,
    avatarUrl: user.avatarUrl,
    displayName: user.realName || user.nickName,
  };
}

/** A school the user belongs to, for the school choice after login. */
export function presentUserSchool(row: { id: string; parent_id: string | null; name: LocalizedText; open_school: boolean; roles: string[] }) {
  return { id: row.id, parentId: row.parent_id, name: row.name, openSchool: row.open_school ? '1' : '0', roles: row.roles };
}
