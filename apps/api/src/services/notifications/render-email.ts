import {
  emailText,
  languageDirection,
  plainText,
  type NotificationKind,
  type NotificationParams,
} from '@rishta/domain';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * An e-mail of the catalogue (packages/domain email-texts.ts) in the recipient's language: a
 * subject, a plain-text part and an HTML part made from the same paragraphs, right-to-left for
 * Urdu. Inline styles only: mail clients drop style sheets.
 */
export function renderEmail(kind: NotificationKind, locale: string, params: Record<string, string | number>) {
  const text = emailText(kind, locale, params as NotificationParams<NotificationKind>);
  const dir = languageDirection(text.locale);
  const paragraphs = text.paragraphs
    .map((p, i) =>
      i === text.emphasis
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:4px;margin:16px 0" dir="ltr">${escapeHtml(p)}</p>`
        : `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`,
    )
    .join('\n');
  const html =
    `<!doctype html>\n<html lang="${text.locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(text.subject)}</title></head>\n` +
    `<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">\n` +
    `${paragraphs}\n</body></html>\n`;
  return { subject: text.subject, text: plainText(text), html, locale: text.locale };
}
