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
