import { describe, expect, it } from 'vitest';
import { STAFF_REASON_PRESETS } from '@rishta/domain';
import commonHi from '@/i18n/locales/hi/common.json';
import commonUr from '@/i18n/locales/ur/common.json';
import { translationShape } from '@/test/translation-shape';

type Messages = Record<string, unknown>;

// Every text file of the console (console.json, console-<name>.json), by language and namespace.
const files = import.meta.glob<Messages>(['../../i18n/locales/*/console*.json'], {
  eager: true,
  import: 'default',
});
const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .map(([file, messages]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), messages]),
  );
const english = byLanguage('en');

describe('the console’s translations', () => {
  // A missing key would show English mid-page; a missing placeholder would drop a name or a date.
  it.each(
    ['hi', 'ur'].flatMap((language) =>
      Object.keys(english).map((ns) => [`${ns} ${language}`, byLanguage(language)[ns], english[ns]] as const),
    ),
  )('%s has every English key with the same placeholders', (_name, translated, en) => {
    expect(translated).toBeDefined();
    expect(translationShape(translated)).toEqual(translationShape(en));
  });

  it('words every preset reason of the domain, a label and a text each', () => {
    const reasons = english.console!.reasons as Record<
      string,
      Record<string, { label: string; text: string }>
    >;
    for (const [action, keys] of Object.entries(STAFF_REASON_PRESETS)) {
      expect(Object.keys(reasons[action]!)).toEqual([...keys]);
      for (const key of keys)
        expect(reasons[action]![key]).toEqual({ label: expect.any(String), text: expect.any(String) });
    }
  });

  it('the OTP screens say in Hindi and Urdu that the code could not be sent', () => {
    expect(commonHi.messages.otpSendFailed).toMatch(/कोड/);
    expect(commonUr.messages.otpSendFailed).toMatch(/کوڈ/);
  });
});
