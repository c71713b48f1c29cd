import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { findUserByAccount } from '../auth/repository';
import { hashPassword } from '../auth/password';
import { insertUser } from './repository';

/** A new account's details. */
export interface NewUser {
  account: string;
  password: string;
  realName?: string;
  nickName?: string;
  mobile?: string;
  email?: string;
}

/** Creates an account (password hashed with argon2id), or returns the existing one's id untouched. */
export async function createUser(db: Db, input: NewUser): Promise<string> {
  const existing = await findUserByAccount(db, input.account);
  if (existing) return existing.id;
  const { id } = await insertUser(db, {
    id: nextId(),
    account: input.account,
    passwordHash: await hashPassword(input.password),
    realName: input.realName ?? '',
    nickName: input.nickName ?? '',
    mobile: input.mobile ?? '',
    email: input.email ?? '',
  });
  return id;
}
