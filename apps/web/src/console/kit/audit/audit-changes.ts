// An audit row's before → after, one line per changed field, in the console's language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldChange {
  field: string;
  /** Undefined when the field had no value before (something added) or has none after (removed). */
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that changed, in the order the row names them. A field both sides hold unchanged
 * (some actions record the whole record) is not a change and is left out.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const [was, is] = [withTranslationsSpread(before), withTranslationsSpread(after)];
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: was[field], after: is[field] }))
    .filter((change) => !same(change.before, change.after));
}

/**
 * A content row's `translations` (issue 30) as one field per language and text,
 * `translations.<language>.<field>`, so a change shows as the one text that changed.
 */
function withTranslationsSpread(values: Record<string, unknown> | null): Record<string, unknown> {
  const { translations, ...fields } = values ?? {};
  if (!translations || typeof translations !== 'object') return values ?? {};
  for (const [language, texts] of Object.entries(translations)) {
    for (const [field, text] of Object.entries((texts ?? {}) as Record<string, unknown>)) {
      fields[`translations.${language}.${field}`] = text;
    }
  }
  return fields;
}

/** A translated text's place: its language and field ('ta', 'title'), or none for other fields. */
export function translatedField(field: string): { language: string; field: string } | undefined {
  const [head, language, name] = field.split('.');
  return head === 'translations' && language && name ? { language, field: name } : undefined;
}

const LONGEST = 120;

/** A value as staff read it: text as is, nothing as "–", anything else as compact JSON; cut when long. */
export function showValue(value: unknown): { text: string; full: string } {
  const full =
    value === undefined || value === null
      ? '–'
      : typeof value === 'string'
        ? value === ''
          ? '""'
          : value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  return { text: full.length > LONGEST ? `${full.slice(0, LONGEST - 1)}…` : full, full };
}

/**
 * The recorded values that are codes, read as the site words them: the standing's words for an
 * approval or verification status, a role's name, a report's outcome, "Photo 2" for slot 1, a
 * notice by its number. Keys of the console's texts: `<namespace>:<key>` with the value in it.
 */
const WORDED: Record<string, (value: unknown) => [key: string, params?: Record<string, unknown>]> = {
  approval_status: (v) => [`console:standing.approval.${String(v)}`],
  verification_status: (v) => [`console:standing.verification.${String(v)}`],
  role: (v) => [`console:roles.${String(v)}`],
  status: (v) => [`console-audit:values.reportStatus.${String(v)}`],
  photo_slot: (v) => ['console-audit:values.photo', { n: Number(v) + 1 }],
  notice_id: (v) => ['console-audit:values.notice', { id: v }],
};

/** Report numbers as the reports screen's staff know them: "#12, #13". */
const reportIds = (v: unknown) => (Array.isArray(v) ? v.map((id) => `#${String(id)}`).join(', ') : String(v));

/** The messages a report's handling removed (issue 32): `{direct: [ids], group: [ids]}`. */
const removedMessages = (v: unknown, t: (key: string, params: Record<string, unknown>) => string) => {
  const kinds = (v ?? {}) as { direct?: number[]; group?: number[] };
  return [
    ...(kinds.direct ?? []).map((id) => t('values.directMessage', { id })),
    ...(kinds.group ?? []).map((id) => t('values.groupMessage', { id })),
  ].join(', ');
};

/** A recorded value in the console's language: yes/no, a code's words, else as it was written. */
export function useAuditValue() {
  const { t } = useTranslation('console-audit');
  return useCallback(
    (field: string, value: unknown): { text: string; full: string } => {
      if (value === null || value === undefined || value === '') return showValue(value);
      if (typeof value === 'boolean') return showValue(value ? t('values.yes') : t('values.no'));
      if (field === 'report_ids') return showValue(reportIds(value));
      if (field === 'removed_messages') return showValue(removedMessages(value, t));
      const worded = WORDED[field]?.(value);
      if (worded) {
        const [key, params] = worded;
        return showValue(t(key, { ...params, defaultValue: showValue(value).full }));
      }
      return showValue(value);
    },
    [t],
  );
}
