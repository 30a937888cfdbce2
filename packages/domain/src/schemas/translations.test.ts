import { describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage } from '../messages';
import { localized, translationsSchema, type Translations } from './translations';

const schema = translationsSchema({ title: 20, description: 100 });

describe('a content form’s translations', () => {
  it('keeps each language’s texts trimmed and drops empty ones and empty languages', () => {
    expect(
      schema.parse({ hi: { title: '  शीर्षक ', description: '' }, ta: { title: '   ' }, ur: {} }),
    ).toEqual({ hi: { title: 'शीर्षक' } });
  });

  it('reads the JSON a multipart form sends', () => {
    expect(schema.parse(JSON.stringify({ ur: { description: 'تعارف' } }))).toEqual({
      ur: { description: 'تعارف' },
    });
    expect(schema.parse('')).toEqual({});
  });

  it('stays undefined when the form does not send them, so an update keeps the saved ones', () => {
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('refuses English, an unknown language or field, broken JSON and a text over the limit', () => {
    for (const wrong of [
      { en: { title: 'x' } },
      { xx: { title: 'x' } },
      { hi: { author: 'x' } },
      '{not json',
    ]) {
      const result = schema.safeParse(wrong);
      expect(result.success, JSON.stringify(wrong)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(MESSAGES.wrongValue);
    }
    const long = schema.safeParse({ hi: { title: 'क'.repeat(21) } });
    expect(long.error!.issues[0]).toMatchObject({
      path: ['hi', 'title'],
      message: formatMessage.maxLength(20),
    });
  });
});

describe('a text in the reader’s language', () => {
  const base = { id: 1, title: 'Mahr', description: 'What mahr is.' };
  const translations = { ur: { title: 'مہر' } };

  it('takes each field’s translation, and English for a field or language without one', () => {
    expect(localized(base, translations, 'ur', ['title', 'description'])).toEqual({
      id: 1,
      title: 'مہر',
      description: 'What mahr is.',
    });
    expect(localized(base, translations, 'ta', ['title', 'description'])).toEqual(base);
    expect(localized(base, translations, 'en', ['title', 'description'])).toEqual(base);
    expect(localized(base, translations, undefined, ['title'])).toEqual(base);
  });

  it('changes only the fields it is asked to', () => {
    const both: Translations<'title' | 'description'> = { ur: { title: 'مہر', description: 'مہر کیا ہے' } };
    expect(localized(base, both, 'ur', ['title'])).toEqual({
      ...base,
      title: 'مہر',
    });
  });
});
