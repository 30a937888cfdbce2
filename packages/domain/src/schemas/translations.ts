// Content in every language (issue 30): the headline marquee, guidelines and their tags, news,
// success stories, book descriptions and chat groups carry, beside their English texts, the same
// texts in any of the other eleven languages. English stays in the record's own fields and is the
// fallback of every language and field left empty. docs/decisions/052-content-in-every-language.md.
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../constants/languages';
import { MESSAGES, formatMessage } from '../messages';
import { ONLY_IF_VALID_SO_FAR } from './generic-rules';

/** The languages a content text is translated into: all but English, the base. */
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is TranslatedLanguage => code !== 'en',
) as [TranslatedLanguage, ...TranslatedLanguage[]];

/** Per language, the translated texts of some of the fields F; what is missing reads as English. */
export type Translations<F extends string = string> = Partial<
  Record<TranslatedLanguage, Partial<Record<F, string>>>
>;

/**
 * The `translations` of a content form: `{ hi: { title: '…' }, ur: { … } }`, as JSON or, in a
 * multipart form, as one JSON-encoded field. Texts are trimmed; empty ones, and languages left with
 * none, are dropped, so clearing a field falls back to English. Absent, it stays undefined: an
 * update that does not send them (switching a header line off) keeps the saved ones. Each field
 * keeps the English field's length limit (`fields` maps each field to it).
 */
export function translationsSchema<F extends string>(fields: Record<F, number>) {
  const shape = Object.fromEntries(
    Object.entries<number>(fields).map(([field, max]) => [
      field,
      z
        .string({ error: MESSAGES.wrongValue })
        .trim()
        .max(max, { error: formatMessage.maxLength(max), ...ONLY_IF_VALID_SO_FAR })
        .optional(),
    ]),
  ) as Record<F, z.ZodOptional<z.ZodString>>;
  const perLanguage = z.strictObject(shape, { error: MESSAGES.wrongValue });
  return z
    .preprocess(
      (value) => (typeof value === 'string' ? parsedJson(value) : value),
      z.partialRecord(z.enum(TRANSLATED_LANGUAGES), perLanguage, { error: MESSAGES.wrongValue }),
    )
    .transform((value) => withoutEmptyTexts(value as Translations<F>))
    .optional();
}

function parsedJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withoutEmptyTexts<F extends string>(translations: Translations<F>): Translations<F> {
  const kept: Translations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = Object.entries(translations[language] ?? {}).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (texts.length > 0) kept[language] = Object.fromEntries(texts) as Partial<Record<F, string>>;
  }
  return kept;
}

/** The texts an answer carries back to the console: the same shape, as stored. */
export const storedTranslationsSchema = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * `base`'s fields F in `language`: each field's translation when there is one, else the English
 * text. Other fields of `base` pass through unchanged.
 */
export function localized<T extends Record<F, string>, F extends keyof T & string>(
  base: T,
  translations: Translations<F> | null | undefined,
  language: LanguageCode | undefined,
  fields: readonly F[],
): T {
  if (!language || language === 'en') return base;
  const texts = translations?.[language];
  if (!texts) return base;
  const result = { ...base };
  for (const field of fields) {
    const text = texts[field];
    if (text) (result as Record<F, string>)[field] = text;
  }
  return result;
}

/** The public content calls' `?lang=`: the reader's language; English when absent. */
export const contentLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGE_CODES).optional() });
