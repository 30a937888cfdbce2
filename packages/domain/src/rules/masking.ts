// get-email answers a masked address (DESIGN §5.5) so it cannot be used to harvest e-mails. The
// number of stars is fixed so the mask does not reveal the name's length.

export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = trimmed.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}****${trimmed.slice(at)}`;
}

/**
 * The e-mail address of an account (issue 32): a user abroad logs in with one, and their codes go
 * to it; anyone else has the e-mail of their profile, if they gave one. Null when there is none.
 * get-email masks this address, and the web asks for one while there is none.
 */
export function accountEmail({
  username,
  email,
}: {
  username?: string | null;
  email?: string | null;
}): string | null {
  if (username?.includes('@')) return username;
  const own = email?.trim();
  return own ? own : null;
}
