import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Reference values are English names stored as data ('Hafiz / Hafiza', 'Ph.D.'). Their translation
// key drops anything but letters and digits, since i18next reads dots as nesting.
const keyOf = (name: string) => name.replace(/[^A-Za-z0-9]/g, '');

/** Translates a stored choice for display (the value sent stays the English name). */
export function useChoiceLabel(group: 'gender' | 'marital' | 'education' | 'physical' | 'contactOf') {
  const { t } = useTranslation('signup');
  return useCallback(
    (name: string) => t(`choices.${group}.${keyOf(name)}`, { defaultValue: name }),
    [t, group],
  );
}

/** Month names in the page's language, from the browser (no extra translations to download). */
export function useMonthChoices() {
  const { i18n } = useTranslation();
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
  }
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: format.format(new Date(Date.UTC(2000, i, 1))),
  }));
}
