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
