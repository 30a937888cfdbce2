// Issue 30: the bio-data PDF draws every script of the site in bundled fonts, shaped, Urdu right to
// left, and its fixed texts follow the reader's interface language (`lang` on the signed link).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '@rishta/db';
import { BIO_DATA_TEXTS, MESSAGES } from '@rishta/domain';
import { FIXED_VALUE_TEXTS } from '@rishta/domain/values/all';
import { createTestApp, type TestContext, type TestPerson, authHeaders, demoPair } from './helpers/test-app';
import { WITHIN_HOURS } from './helpers/contact-hours';
import { pdfTextDetails } from './helpers/pdf-text';

let ctx: TestContext;
let man: TestPerson;
let woman: TestPerson;
let edits = 0;

/** The values of the profile's own text fields, in one script. */
type Texts = Pick<typeof profiles.$inferInsert, 'fullName' | 'fathersName' | 'city' | 'extraInformation'>;

const DEVANAGARI: Texts = {
  fullName: 'आयशा सिद्दीक़ी',
  fathersName: 'सलीम सिद्दीक़ी',
  city: 'पुणे',
  extraInformation: 'मेरे माता-पिता इस खोज में शामिल हैं। कृपया उनसे संपर्क करें, धन्यवाद।',
};
const URDU: Texts = {
  fullName: 'عائشہ صدیقی',
  fathersName: 'سلیم صدیقی',
  city: 'لکھنؤ',
  extraInformation: 'میرے والدین اس تلاش میں شامل ہیں۔ براہ کرم ان سے رابطہ کریں، شکریہ۔',
};
const TAMIL: Texts = {
  fullName: 'ஆயிஷா சித்திக்கி',
  fathersName: 'சலீம் சித்திக்கி',
  city: 'சென்னை',
  extraInformation: 'என் பெற்றோர் இந்தத் தேடலில் ஈடுபட்டுள்ளனர். நன்றி.',
};

/** As the web builds the download link: the signed `bio_data_url` and the interface language. */
async function download(texts: Texts | null, lang?: string) {
  if (texts) {
    // A new update time, as an edit would give, so the renderer's cache lays the PDF out anew.
    const updatedOn = new Date(WITHIN_HOURS.getTime() - ++edits * 60_000);
    await ctx.handle.db
      .update(profiles)
      // Fixed values as the forms store them, in English: the PDF shows them in its language.
      .set({
        ...texts,
        martialStatus: 'Unmarried',
        education: 'Graduate',
        contactOf: 'Father',
        height: '5.6',
        countryCurrent: 'India',
        updatedOn,
      })
      .where(eq(profiles.id, man.profile.id));
  }
  const detail = await ctx.app.inject({
    url: `/api/profiles/detail-slug/${man.profile.slug}/?skip-update=true`,
    headers: authHeaders(woman.token),
  });
  expect(detail.statusCode, detail.body).toBe(200);
  const url = (detail.json() as { bio_data_url: string }).bio_data_url;
  const res = await ctx.app.inject({ url: lang === undefined ? url : `${url}&lang=${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return pdfTextDetails(res.rawPayload);
}

/** Text as read back, compared after NFC and without spaces (a value may be drawn word by word). */
const plain = (text: string) => text.normalize('NFC').replace(/\s+/gu, '');

function expectShown(pdf: { text: string; notdef: number }, texts: Texts) {
  for (const value of Object.values(texts)) {
    expect(plain(pdf.text), value!).toContain(plain(value!));
  }
  // Every glyph was in its font, and nothing was replaced by the dash of a missing font.
  expect(pdf.notdef).toBe(0);
  expect(pdf.text).not.toContain('—');
}

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WITHIN_HOURS);
  ({ man, woman } = await demoPair(ctx.handle));
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});
beforeEach(() => {
  vi.setSystemTime(WITHIN_HOURS);
});

describe('bio-data PDF in every script and in the reader’s language', () => {
  it('draws Devanagari in the bundled Noto font, with Hindi labels for lang=hi', async () => {
    const pdf = await download(DEVANAGARI, 'hi');
    expectShown(pdf, DEVANAGARI);
    expect(pdf.fonts).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']),
    );

    const hi = BIO_DATA_TEXTS.hi;
    for (const label of [
      hi.title,
      hi.sections.personal,
      hi.sections.family,
      hi.sections.contact,
      hi.sections.other,
      hi.fields.fathersName,
      hi.fields.extraInformation,
      hi.fraudNotice,
    ]) {
      // Digits and Latin marks are drawn in Helvetica, apart from the Devanagari around them.
      expect(plain(pdf.text)).toContain(plain(label));
    }
    expect(pdf.text).toContain('को डाउनलोड किया गया।');
    // The fixed values are in Hindi too: the stored English never shows.
    const values = FIXED_VALUE_TEXTS.hi;
    for (const value of [values.maritalStatus.Unmarried, values.education.Graduate, values.contactOf.Father])
      expect(plain(pdf.text), value).toContain(plain(value));
    expect(plain(pdf.text)).toContain(plain('5 फ़ुट'));
    expect(plain(pdf.text)).toContain(plain('भारत'));
    for (const english of ['Unmarried', 'Graduate', ' ft', 'India']) expect(pdf.text).not.toContain(english);
    expect(pdf.text).not.toContain('Personal information');
    expect(pdf.text).not.toContain(MESSAGES.fraudNotice);
  });

  it('keeps a full bio data on as many pages in the Indic scripts as in English', async () => {
    // The tall script fonts once pushed the closing notice alone onto a second page.
    const english = await download(null, 'en');
    for (const lang of ['hi', 'bn', 'ta', 'kn', 'or']) {
      const pdf = await download(null, lang);
      expect(pdf.pages, lang).toBe(english.pages);
    }
  });

  it('draws Urdu right to left in Naskh, with Urdu labels for lang=ur', async () => {
    const pdf = await download(URDU, 'ur');
    expectShown(pdf, URDU);
    expect(pdf.fonts).toEqual(expect.arrayContaining(['NotoNaskhArabic-Regular', 'NotoNaskhArabic-Bold']));

    const ur = BIO_DATA_TEXTS.ur;
    const text = plain(pdf.text);
    for (const label of [
      ur.title,
      ur.sections.personal,
      ur.fields.fathersName,
      ur.fields.nativePlace,
      ur.fraudNotice,
    ]) {
      expect(text).toContain(plain(label));
    }
    expect(pdf.text).not.toContain('Personal information');
  });

  it('draws Tamil among English labels when the reader reads English', async () => {
    const pdf = await download(TAMIL, 'en');
    expectShown(pdf, TAMIL);
    expect(pdf.fonts).toEqual(expect.arrayContaining(['NotoSansTamil-Regular']));
    expect(pdf.text).toContain('Personal information');
    expect(pdf.text).toContain("Father's name");
    expect(pdf.text).toContain(MESSAGES.fraudNotice);
  });

  it('falls back to English for an unknown, a malformed or no language, and keeps the link signed', async () => {
    for (const lang of [undefined, 'xx', 'HI', 'hi-IN', '%3Cscript%3E', 'x'.repeat(300)]) {
      const pdf = await download(null, lang);
      expect(pdf.text, String(lang)).toContain('Personal information');
      expect(pdf.text).toContain('Downloaded on');
    }
    // `lang` picks the labels only: a link altered in what is signed is still refused.
    const detail = await ctx.app.inject({
      url: `/api/profiles/detail-slug/${man.profile.slug}/?skip-update=true`,
      headers: authHeaders(woman.token),
    });
    const url = (detail.json() as { bio_data_url: string }).bio_data_url;
    const otherViewer = url.replace(`v=${woman.profile.id}`, `v=${man.profile.id}`);
    expect((await ctx.app.inject({ url: `${otherViewer}&lang=hi` })).statusCode).toBe(403);
  });
});
