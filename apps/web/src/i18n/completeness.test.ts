// Issue 30: every language is complete. An English key added without its eleven translations, a
// placeholder lost in translation, a plural form a language needs, or a message or error code of
// packages/domain without a text in some language fails here, not in front of a reader.
import { describe, expect, it } from 'vitest';
import { CHAT_GUIDELINES, FORMAT_KEYS, LANGUAGE_CODES, MESSAGES } from '@rishta/domain';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function file(language: string, namespace: string): Tree | undefined {
  return files[`./locales/${language}/${namespace}.json`];
}

const NAMESPACES = Object.keys(files)
  .filter((path) => path.startsWith('./locales/en/'))
  .map((path) => path.replace(/^\.\/locales\/en\/(.+)\.json$/, '$1'));

/** Keys with their texts, nested objects as dotted paths. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** What a translation must keep as it is: `{{values}}`, `$t(nesting)` and `<1>…</1>` tags. */
function fixedParts(text: string): string[] {
  const parts = text.match(/\{\{\s*[^}]+?\s*\}\}|\$t\([^)]*\)|<\/?[0-9a-z]+\s*\/?>/g) ?? [];
  return parts.map((part) => part.replace(/\s/g, '')).sort();
}

/** English keeps these texts in packages/domain; the other languages translate them in JSON. */
const DOMAIN_GROUPS: Record<string, string[]> = {
  common: ['messages', 'formatMessages'],
  chat: ['messages', 'rules'],
};
const isDomainKey = (namespace: string, key: string) =>
  (DOMAIN_GROUPS[namespace] ?? []).some((group) => key.startsWith(`${group}.`));

/** The values each formatted message gets from the server (`params` of its error). */
const FORMAT_VALUES: Record<(typeof FORMAT_KEYS)[number], string[]> = {
  minLength: ['n'],
  maxLength: ['n'],
  minValue: ['n'],
  maxValue: ['n'],
  userBlocked: ['reason'],
  profileBlockedWord: ['word'],
  blockedWord: ['word'],
  otpResendWait: ['seconds'],
  tooManyRequests: ['minutes'],
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const TRANSLATED = LANGUAGE_CODES.filter((language) => language !== 'en');

describe.each(TRANSLATED)('%s', (language) => {
  const plurals = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it.each(NAMESPACES)('%s.json has every English key, with the same placeholders', (namespace) => {
    const english = flatten(file('en', namespace) ?? {});
    const local = flatten(file(language, namespace) ?? {});
    const problems: string[] = [];
    const pluralBases = new Set<string>();
    for (const [key, text] of english) {
      if (PLURAL.test(key)) {
        pluralBases.add(key.replace(PLURAL, ''));
        continue;
      }
      const own = local.get(key);
      if (own === undefined || own.trim() === '') problems.push(`missing ${key}`);
      else if (fixedParts(own).join(' ') !== fixedParts(text).join(' '))
        problems.push(`placeholders of ${key}`);
    }
    // A plural needs the forms its language has (Intl.PluralRules), each keeping English's values.
    for (const base of pluralBases) {
      const englishParts = fixedParts(english.get(`${base}_other`) ?? '').join(' ');
      for (const category of plurals) {
        const own = local.get(`${base}_${category}`);
        if (own === undefined) problems.push(`missing ${base}_${category}`);
        else if (category === 'other' && fixedParts(own).join(' ') !== englishParts)
          problems.push(`placeholders of ${base}_other`);
      }
    }
    for (const key of local.keys())
      if (!english.has(key) && !PLURAL.test(key) && !isDomainKey(namespace, key))
        problems.push(`unknown ${key}`);
    expect(problems).toEqual([]);
  });

  it('has every message and error code of packages/domain', () => {
    const common = flatten(file(language, 'common') ?? {});
    const missing = [
      ...Object.keys(MESSAGES).map((key) => `messages.${key}`),
      ...FORMAT_KEYS.map((key) => `formatMessages.${key}`),
    ].filter((key) => !common.get(key)?.trim());
    expect(missing).toEqual([]);
    const wrongValues = FORMAT_KEYS.filter(
      (key) =>
        fixedParts(common.get(`formatMessages.${key}`) ?? '')
          .filter((part) => part.startsWith('{{'))
          .join(' ') !== FORMAT_VALUES[key].map((name) => `{{${name}}}`).join(' '),
    );
    expect(wrongValues).toEqual([]);
  });

  it('has the chat rules and the chat messages the other languages have', () => {
    const chat = flatten(file(language, 'chat') ?? {});
    const rules = CHAT_GUIDELINES.map((_, index) => `rules.${index + 1}`);
    const messages = new Set(
      TRANSLATED.flatMap((other) =>
        [...flatten(file(other, 'chat') ?? {}).keys()].filter((key) => key.startsWith('messages.')),
      ),
    );
    expect([...rules, ...messages].filter((key) => !chat.get(key)?.trim())).toEqual([]);
  });
});

it('reads every namespace in English', () => {
  expect(NAMESPACES.length).toBeGreaterThan(30);
  expect(NAMESPACES).toContain('common');
});
