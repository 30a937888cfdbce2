import { createHash, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@rishta/domain';

/** A uniformly random code from the OS's CSPRNG, zero-padded ('004211' is as likely as '734902'). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Only a hash is stored, bound to the username so equal codes of two numbers differ. A fast hash is
 * enough here: a code lives 10 minutes, is single use, and guessing is rate-limited, whereas a
 * slow hash would only make every sign-up slower.
 */
export function hashOtp(username: string, code: string): string {
  return createHash('sha256').update(`${username}:${code}`).digest('hex');
}
