import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { startSession, type IssuedTokens } from '../auth/service';
import { hashSecret, newSecret } from '../identity/secrets';
import * as repo from './repository';
import type { QrStatus } from './table';

/** How long a QR code can be scanned and confirmed before the desktop must show a new one. */
export const QR_TTL_SECONDS = 120;

const notFound = () => new AppError(404, 'qr.not_found', 'This QR code is unknown.');
const expired = () => new AppError(410, 'qr.expired', 'This QR code has expired; a new one is shown on the computer.');

function secondsLeft(expiresAt: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
}

/** A new QR code for a desktop: its id (what the QR shows) and the poll secret only that desktop holds. */
export async function createQrLogin(db: Db, schoolId: string | null) {
  const id = newSecret(18);
  const pollSecret = newSecret();
  const expiresAt = new Date(Date.now() + QR_TTL_SECONDS * 1000);
  await repo.insertQrLogin(db, { id, pollSecretHash: hashSecret(pollSecret), schoolId, expiresAt });
  return { qrId: id, pollSecret, expiresIn: QR_TTL_SECONDS };
}

async function ownRow(db: Db, qrId: string, pollSecret: string | undefined) {
  const row = await repo.findQrLogin(db, qrId);
  // Without the desktop's secret the code does not exist: whoever else sees the QR learns nothing here.
  if (!row || !pollSecret || row.pollSecretHash !== hashSecret(pollSecret)) throw notFound();
  return row;
}

/** The desktop's view of its QR code: its status ('expired' once the time is up before confirmation) and the seconds left. */
export async function qrStatus(db: Db, qrId: string, pollSecret: string | undefined): Promise<{ status: QrStatus | 'expired'; expiresIn: number }> {
  const row = await ownRow(db, qrId, pollSecret);
  const left = secondsLeft(row.expiresAt);
  const open = row.status === 'waiting' || row.status === 'scanned';
  return { status: open && left === 0 ? 'expired' : row.status, expiresIn: left };
}

/** The desktop collects its session once the phone confirmed; each confirmation gives exactly one session. */
export async function redeemQrLogin(db: Db, config: Config, input: { qrId: string; pollSecret: string | undefined; fingerprint: string }): Promise<IssuedTokens> {
  const row = await ownRow(db, input.qrId, input.pollSecret);
  if (row.status === 'done') throw new AppError(409, 'qr.already_used', 'This QR code was already used to sign in.');
  if (row.expiresAt.getTime() <= Date.now()) throw expired();
  if (row.status !== 'confirmed' || !row.userId) throw new AppError(409, 'qr.not_confirmed', 'The QR code has not been confirmed on a phone yet.');
  if (!(await repo.moveQrLogin(db, row.id, ['confirmed'], 'done'))) throw new AppError(409, 'qr.already_used', 'This QR code was already used to sign in.');
  return startSession(db, config, row.userId, input.fingerprint, { tenantId: null, schoolId: row.schoolId, provider: 'qr' });
}

/** The logged-in phone's step: 'scan' marks the code seen, 'confirm' signs the desktop in as this user, 'cancel' refuses it. */
export async function phoneStep(db: Db, input: { qrId: string; userId: string; step: 'scan' | 'confirm' | 'cancel' }): Promise<QrStatus> {
  const row = await repo.findQrLogin(db, input.qrId);
  if (!row) throw notFound();
  if (row.expiresAt.getTime() <= Date.now()) throw expired();
  const moves: Record<typeof input.step, [QrStatus[], QrStatus]> = {
    scan: [['waiting', 'scanned'], 'scanned'],
    confirm: [['waiting', 'scanned'], 'confirmed'],
    cancel: [['waiting', 'scanned'], 'cancelled'],
  };
  const [from, to] = moves[input.step];
  if (!(await repo.moveQrLogin(db, row.id, from, to, input.step === 'confirm' ? input.userId : undefined))) {
    throw new AppError(409, 'qr.already_answered', 'This QR code was already confirmed or cancelled.');
  }
  return to;
}
