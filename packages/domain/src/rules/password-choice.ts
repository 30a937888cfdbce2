// Passwords an attacker tries first besides the common ones (issue 10): the account's own username
// and one character typed over and over. The spec's short minimum lengths (6) let both through.

/** '111111', 'aaaaaaa': one character repeated. */
export function isOneRepeatedCharacter(password: string): boolean {
  return /^(.)\1*$/su.test(password);
}

/**
 * True when the password is the username itself: the mobile number as people type it
 * ('9876543210', '+91 98765 43210', '09876543210') or the e-mail address or its part before '@'.
 */
export function isUsernameAsPassword(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  if (name === '') return false;
  const typed = password.trim().toLowerCase();
  if (name.includes('@')) return typed === name || typed === name.slice(0, name.indexOf('@'));
  const digits = typed.replace(/[\s+\-()]/g, '');
  return [name, `91${name}`, `0${name}`].includes(digits);
}
