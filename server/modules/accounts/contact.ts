import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Messenger } from '../messaging/messenger';
import { sendCode, verifyCode } from '../codes/service';
import { findUserByEmail, findUserByMobile, updateContact } from './repository';

/** A mobile number or e-mail address being bound to a signed-in account. */
export type Contact = { kind: 'mobile'; value: string } | { kind: 'email'; value: string };

const taken = (contact: Contact) =>
  contact.kind === 'mobile'
    ? new AppError(409, 'account.mobile_taken', 'This mobile number already belongs to another account.')
    : new AppError(409, 'account.email_taken', 'This e-mail address already belongs to another account.');

async function ownerOf(db: Db, contact: Contact) {
  return contact.kind === 'mobile' ? findUserByMobile(db, contact.value) : findUserByEmail(db, contact.value);
}

/** 409 when the contact is bound to someone else, or already to this user. */
export async function assertBindable(db: Db, userId: string, contact: Contact): Promise<void> {
  const owner = await ownerOf(db, contact);
  if (owner && owner.id !== userId) throw taken(contact);
  if (owner) throw new AppError(409, 'account.already_bound', 'This is already bound to your account.');
}

/** Sends a bind code to the new contact (the caller checked the rate limits). */
export async function sendBindCode(db: Db, secret: string, messenger: Messenger, userId: string, contact: Contact) {
  await assertBindable(db, userId, contact);
  return sendCode(db, secret, messenger, { channel: contact.kind === 'mobile' ? 'sms' : 'email', recipient: contact.value, purpose: 'bind', userId });
}

/** Checks the bind code sent to the contact for this user, then binds it (replacing the one bound before). */
export async function bindContact(db: Db, secret: string, userId: string, contact: Contact & { code: string }): Promise<void> {
  await assertBindable(db, userId, contact);
  await verifyCode(db, secret, { channel: contact.kind === 'mobile' ? 'sms' : 'email', recipient: contact.value, purpose: 'bind', code: contact.code, userId });
  try {
    await updateContact(db, userId, contact.kind === 'mobile' ? { mobile: contact.value } : { email: contact.value });
  } catch (error) {
    // The unique index on bound contacts: someone bound it between the check and now.
    if ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as Error).message))) throw taken(contact);
    throw error;
  }
}
