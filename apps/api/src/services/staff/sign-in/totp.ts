import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** The console's name in authenticator apps. */
const ISSUER = 'Rishta moderation';
const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = 'staff') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app scans, and the same as an SVG QR code data URL. */
export function totpEnrolment(secretBase32: string, username: string) {
  const url = totpFor(secretBase32, username).toString();
  const svg = renderSVG(url, { border: 2 });
  return { otpauth_url: url, qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step a 6-digit code belongs to, if it is the code of the step now, just before or
 * just after (phones' clocks drift); null otherwise. `now` is the app's clock, so tests can pin it.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows at `now` (for the seed's printout and the tests). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpFor(secretBase32).generate({ timestamp: now.getTime() });
}
