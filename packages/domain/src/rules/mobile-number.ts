// Issue 11: people type or paste their number the way they know it: '98765 00011',
// '+91 98765 00011', '09876500011', or in Devanagari or Urdu digits. Every form that takes an
// Indian mobile number (login, sign-up, forgot password, feedback) reads it through here, and the
// server does the same, so '+91 98765-00011' and '9876500011' are one account.
import { MOBILE_LENGTH } from '../constants/limits';

/** Enough room to paste '+91 98765 00011' or '0091-98765-00011' before it is normalised. */
export const MOBILE_INPUT_MAX = 20;

// Devanagari (०-९), Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits, as Hindi and Urdu
// keyboards type them.
const LOCAL_DIGIT_ZEROS = [0x0966, 0x0660, 0x06f0];

function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = LOCAL_DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/**
 * The 10-digit number when `raw` is an Indian mobile number in a usual spelling; otherwise `raw`
 * with only its digits made ASCII and its ends trimmed, so the form's own message explains what is
 * wrong (letters stay letters, a short number stays short).
 */
export function normaliseIndianMobile(raw: string): string {
  const text = asciiDigits(raw).trim();
  // Only separators people use in numbers; anything else is left for the validation to name.
  if (!/^[+\d\s().-]*$/.test(text)) return text;
  let digits = text.replace(/[\s().-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d+$/.test(digits) ? digits : text;
}
