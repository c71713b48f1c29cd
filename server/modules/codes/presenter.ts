import { RESEND_AFTER_SECONDS } from './limits';
import { CODE_RULES } from './service';

/** The answer of every code request (login, registration, binding): how long the code lives and when another may be asked for. */
export function presentCodeSent(expiresIn: number = CODE_RULES.ttlSeconds) {
  return { expiresIn, resendIn: RESEND_AFTER_SECONDS };
}
