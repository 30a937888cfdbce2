import PDFDocument from 'pdfkit';
import {
  ageFromBirth,
  BIO_DATA_TEXTS,
  countryName,
  fixedValueText,
  heightText,
  indiaClock,
  languageDirection,
  TEXT_MAX,
  type BioDataTexts,
  type ContactHiddenReason,
  type LanguageCode,
  intlLocale,
} from '@rishta/domain';
import { FIXED_VALUE_TEXTS } from '@rishta/domain/values/all';
import type { ProfileRow } from '../profiles/profile-access';
import { DocumentFonts } from './pdf-fonts';
import { ascentOf, directionOf, drawText, type TextLayout } from './pdf-text-layout';

export interface BioDataContent {
  profile: ProfileRow;
  /** Whether the viewer the link was made for may see the contact details right now. */
  showContact: boolean;
  /** Why the contact is left out, so the PDF says the same as the profile page. */
  hiddenReason: ContactHiddenReason | null;
  now: Date;
  /** The reader's interface language: the labels, notes and date are in it (issue 30). */
  lang: LanguageCode;
}

type Row = readonly [label: string, value: string | number | null | undefined];

// An over-wide word, split letter by letter while laying out, took seconds to minutes (issue 10).
// Words are cut into pieces that fit a value column (25 of the widest letter at 10 pt) beforehand,
// and a value is never longer than the longest text the forms accept; the layout
// (pdf-text-layout.ts) cuts a word between letters only as a safety net.
const WORD_PIECE = 25;
const LONG_WORD = new RegExp(`\\S{${WORD_PIECE}}(?=\\S)`, 'gu');

export function printable(text: string): string {
  const bounded = text.length > TEXT_MAX.long ? `${text.slice(0, TEXT_MAX.long)}…` : text;
  return bounded.replace(LONG_WORD, '$& ');
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

function siblings(t: BioDataTexts, total: number | null, married: number | null): string | null {
  if (total === null) return null;
  return married === null ? String(total) : t.siblings(total, married);
}

/** The download day in India, as the reader's language writes a date. */
function downloadDate(lang: LanguageCode, now: Date): string {
  const { year, month, day } = indiaClock(now);
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

function tables(
  t: BioDataTexts,
  lang: LanguageCode,
  p: ProfileRow,
  showContact: boolean,
  hiddenReason: ContactHiddenReason | null,
  now: Date,
): [title: string, rows: Row[]][] {
  const f = t.fields;
  // The fixed values (marital status, education, heights, …) read in the PDF's language, as on
  // the profile page; free text and reference names stay as typed.
  const values = FIXED_VALUE_TEXTS[lang] ?? FIXED_VALUE_TEXTS.en;
  const fixed = (kind: Parameters<typeof fixedValueText>[1], stored: string | null) =>
    stored ? fixedValueText(values, kind, stored) : null;
  const handicap = p.physicalStatus === 'Handicap';
  const contact: Row[] = [[f.contactOf, fixed('contactOf', p.contactOf)]];
  if (showContact) {
    const whatsapp = p.whatsappNumber?.startsWith('+')
      ? p.whatsappNumber
      : `${p.whatsappCountryCode ?? ''} ${p.whatsappNumber ?? ''}`.trim();
    contact.push([f.contactNumber, p.contactNumber], [f.whatsappNumber, whatsapp], [f.email, p.email]);
  } else {
    contact.push([f.contactNumber, t.hiddenContact[hiddenReason ?? 'outside_hours']]);
  }
  return [
    [
      t.sections.personal,
      [
        [f.age, t.years(ageFromBirth(p.yearOfBirth, p.monthOfBirth, now))],
        [f.yearOfBirth, p.yearOfBirth],
        [f.height, p.height ? heightText(values, p.height) : null],
        [f.weight, p.weight ? t.kilograms(p.weight) : null],
        [f.maritalStatus, fixed('maritalStatus', p.martialStatus)],
        [f.statusDetail, p.detailForThisStatus],
        [f.duration, p.durationAfterKhulaOrDivorce],
        [f.children, p.martialStatus === 'Unmarried' ? null : p.noOfChildren],
        [f.education, fixed('education', p.education)],
        [f.degree, p.degree],
        [f.occupation, fixed('occupation', p.occupation)],
        [f.hobbies, p.hobbies],
        [f.physicalStatus, fixed('physicalStatus', p.physicalStatus)],
        [f.handicapDetail, handicap ? p.handicapDetail : null],
      ],
    ],
    [
      t.sections.family,
      [
        [f.fathersName, p.fathersName],
        [f.fathersOccupation, fixed('occupation', p.fathersOccupation)],
        [f.mothersName, p.mothersName],
        [f.mothersOccupation, fixed('occupation', p.mothersOccupation)],
        [f.brothers, siblings(t, p.noOfBrothers, p.noOfMarriedBrothers)],
        [f.sisters, siblings(t, p.noOfSisters, p.noOfMarriedSisters)],
        [f.biradari, p.biradari],
        [f.maslak, p.maslak],
      ],
    ],
    [t.sections.contact, contact],
    [
      t.sections.other,
      [
        [f.nativePlace, join(p.city, p.state)],
        [f.currentPlace, join(p.cityCurrent, p.stateCurrent)],
        [f.country, p.countryCurrent ? countryName(p.countryCurrent, lang) : null],
        [f.expectations, p.expectations],
        [f.extraInformation, p.extraInformation],
      ],
    ],
  ];
}

/**
 * The bio-data PDF of a profile (SPEC.md §2 "Download Bio Data"): the same tables as the detail
 * page, contact details only when `showContact`, and the free-service notice, with every fixed
 * text in the reader's language. An Urdu PDF reads right to left: labels on the right, text
 * right-aligned. A value mostly in Arabic script is right-aligned in any PDF, every script drawn
 * in its own bundled font (pdf-fonts.ts). Streams are left uncompressed: the file is small, and
 * its words stay searchable as they are.
 */
export function renderBioData({
  profile,
  showContact,
  hiddenReason,
  now,
  lang,
}: BioDataContent): Promise<Buffer> {
  const t = BIO_DATA_TEXTS[lang] ?? BIO_DATA_TEXTS.en;
  const rtl = languageDirection(lang) === 'rtl';
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: false,
      lang,
      info: { Title: `${profile.profileCode} bio data`, Author: 'Rishta' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (data: Buffer) => chunks.push(data));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const labelWidth = 170;
    let page = 0;
    const layout: TextLayout = {
      fonts: new DocumentFonts(doc),
      newPage: () => {
        doc.addPage();
        page++;
        return doc.page.margins.top;
      },
      pageBottom: () => doc.page.height - doc.page.margins.bottom,
    };
    /** A fixed text (title, label, note): the document's side. */
    const fixedAlign = rtl ? 'right' : 'left';
    /** A profile's own text: the document's side, or the right for Arabic script in any PDF. */
    const valueAlign = (text: string) => (rtl || directionOf(text) === 'rtl' ? 'right' : 'left');
    const write = (
      text: string,
      bold: boolean,
      size: number,
      x: number,
      w: number,
      align: 'left' | 'right',
      ascent?: number,
    ) => {
      doc.y = drawText(doc, layout, printable(text), { bold, size, x, width: w, y: doc.y, align, ascent });
    };
    const ensureRoom = (height: number) => {
      if (doc.y + height > layout.pageBottom()) doc.y = layout.newPage();
    };

    write(t.title, true, 22, left, width, fixedAlign);
    doc.y += 7;
    write(profile.fullName, true, 16, left, width, valueAlign(profile.fullName));
    write(`${t.profileCode}: ${profile.profileCode}`, false, 11, left, width, fixedAlign);
    const status =
      t.status[profile.verificationStatus as keyof BioDataTexts['status']] ?? profile.verificationStatus;
    write(`${t.verification}: ${status}`, false, 11, left, width, fixedAlign);

    // Label and value columns; in a right-to-left PDF the labels stand on the right.
    const labelX = rtl ? left + width - labelWidth + 10 : left;
    const valueX = rtl ? left : left + labelWidth;
    for (const [title, rows] of tables(t, lang, profile, showContact, hiddenReason, now)) {
      doc.y += 12;
      ensureRoom(60);
      write(title, true, 14, left, width, fixedAlign);
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(left + width, doc.y + 2)
        .strokeColor('#999999')
        .stroke();
      doc.y += 6;
      for (const [label, value] of rows) {
        if (value === null || value === undefined || value === '') continue;
        ensureRoom(30);
        const top = doc.y;
        const startPage = page;
        const text = String(value);
        const ascent = Math.max(
          ascentOf(layout.fonts, label, true, 10),
          ascentOf(layout.fonts, printable(text), false, 10),
        );
        write(label, true, 10, labelX, labelWidth - 10, fixedAlign, ascent);
        const labelBottom = doc.y;
        doc.y = top;
        write(text, false, 10, valueX, width - labelWidth, valueAlign(text), ascent);
        // A value that went on to another page leaves its label behind. Rows stand 2 pt apart: the
        // script fonts' lines are taller than Helvetica's, and at 4 pt a Hindi or Bengali bio data
        // put its closing notice alone on a second page (issue 30).
        doc.y = (page === startPage ? Math.max(labelBottom, doc.y) : doc.y) + 2;
      }
    }

    doc.y += 17;
    // The notice (a line or two) and the date.
    ensureRoom(44);
    doc.fillColor('#a00000');
    write(t.fraudNotice, true, 10, left, width, fixedAlign);
    doc.fillColor('#000000');
    write(t.downloadedOn(downloadDate(lang, now)), false, 8, left, width, fixedAlign);
    doc.end();
  });
}
