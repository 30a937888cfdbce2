import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { ageFromBirth, MESSAGES, TEXT_MAX, type ContactHiddenReason } from '@rishta/domain';
import type { ProfileRow } from '../profiles/profile-access';

export interface BioDataContent {
  profile: ProfileRow;
  /** Whether the viewer the link was made for may see the contact details right now. */
  showContact: boolean;
  /** Why the contact is left out, so the PDF says the same as the profile page. */
  hiddenReason: ContactHiddenReason | null;
  now: Date;
}

// English only, like the rest of the PDF; the web page shows these in the reader's language.
const HIDDEN_CONTACT_NOTES: Record<ContactHiddenReason, string> = {
  login_required: 'Log in on the website to see the contact details.',
  not_approved: 'Contact details are shown once your own profile has been approved.',
  outside_hours: 'Shown on the website between 08:00 and 22:00 India time, or after a proposal.',
  private: 'This profile keeps its contact details private. Send a proposal to see them.',
  daily_limit: 'You have seen the contact details of many profiles today. Please try again tomorrow.',
};

type Row = readonly [label: string, value: string | number | null | undefined];

// The built-in Helvetica covers Latin-1 only. Text beyond it (names in Urdu or Devanagari script,
// typographic marks) is drawn with Noto Sans when the system has it, else replaced by a dash, so a
// missing glyph never turns into garbage.
const UNICODE_FONT = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff\r\n\t]*$/;
const NOT_SHOWN = '—';

// pdfkit splits an over-wide word letter by letter, which takes seconds to minutes for a long
// one (issue 10). Words are cut into pieces that fit a value column (25 of the widest letter at
// 10 pt) beforehand, and a value is never longer than the longest text the forms accept.
const WORD_PIECE = 25;
const LONG_WORD = new RegExp(`\\S{${WORD_PIECE}}(?=\\S)`, 'gu');

export function printable(text: string): string {
  const bounded = text.length > TEXT_MAX.long ? `${text.slice(0, TEXT_MAX.long)}…` : text;
  return bounded.replace(LONG_WORD, '$& ');
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

function siblings(total: number | null, married: number | null): string | null {
  if (total === null) return null;
  return married === null ? String(total) : `${total} (${married} married)`;
}

function tables(
  p: ProfileRow,
  showContact: boolean,
  hiddenReason: ContactHiddenReason | null,
  now: Date,
): [title: string, rows: Row[]][] {
  const handicap = p.physicalStatus === 'Handicap';
  const contact: Row[] = [['Contact of', p.contactOf]];
  if (showContact) {
    const whatsapp = p.whatsappNumber?.startsWith('+')
      ? p.whatsappNumber
      : `${p.whatsappCountryCode ?? ''} ${p.whatsappNumber ?? ''}`.trim();
    contact.push(['Contact number', p.contactNumber], ['WhatsApp number', whatsapp], ['E-mail', p.email]);
  } else {
    contact.push(['Contact number', HIDDEN_CONTACT_NOTES[hiddenReason ?? 'outside_hours']]);
  }
  return [
    [
      'Personal information',
      [
        ['Age', ageFromBirth(p.yearOfBirth, p.monthOfBirth, now)],
        ['Year of birth', p.yearOfBirth],
        ['Height', p.height],
        ['Weight', p.weight ? `${p.weight} kg` : null],
        ['Marital status', p.martialStatus],
        ['Detail of this status', p.detailForThisStatus],
        ['Duration after khula or divorce', p.durationAfterKhulaOrDivorce],
        ['Children', p.martialStatus === 'Unmarried' ? null : p.noOfChildren],
        ['Education', p.education],
        ['Degree', p.degree],
        ['Occupation', p.occupation],
        ['Hobbies', p.hobbies],
        ['Physical status', p.physicalStatus],
        ['Handicap detail', handicap ? p.handicapDetail : null],
      ],
    ],
    [
      'Family information',
      [
        ["Father's name", p.fathersName],
        ["Father's occupation", p.fathersOccupation],
        ["Mother's name", p.mothersName],
        ["Mother's occupation", p.mothersOccupation],
        ['Brothers', siblings(p.noOfBrothers, p.noOfMarriedBrothers)],
        ['Sisters', siblings(p.noOfSisters, p.noOfMarriedSisters)],
        ['Biradari', p.biradari],
        ['Maslak', p.maslak],
      ],
    ],
    ['Contact information', contact],
    [
      'Other information',
      [
        ['Native place', join(p.city, p.state)],
        ['Current place', join(p.cityCurrent, p.stateCurrent)],
        ['Country', p.countryCurrent],
        ['Expectations', p.expectations],
        ['Extra information', p.extraInformation],
      ],
    ],
  ];
}

/**
 * The bio-data PDF of a profile (SPEC.md §2 "Download Bio Data"): the same tables as the detail
 * page, contact details only when `showContact`, and the free-service notice. Streams are left
 * uncompressed: the file is a few KB of text, and its words stay searchable as they are.
 */
export function renderBioData({ profile, showContact, hiddenReason, now }: BioDataContent): Promise<Buffer> {
  const unicodeFont = existsSync(UNICODE_FONT) ? UNICODE_FONT : null;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: false,
      info: { Title: `${profile.profileCode} bio data`, Author: 'Rishta' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (data: Buffer) => chunks.push(data));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const labelWidth = 170;
    const write = (
      text: string,
      font: 'Helvetica' | 'Helvetica-Bold',
      size: number,
      x: number,
      w: number,
      y?: number,
    ) => {
      const latin = LATIN_1.test(text);
      doc.font(latin ? font : (unicodeFont ?? font)).fontSize(size);
      doc.text(latin || unicodeFont ? printable(text) : NOT_SHOWN, x, y, { width: w });
    };
    const ensureRoom = (height: number) => {
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    };

    write('Bio Data', 'Helvetica-Bold', 22, left, width);
    doc.moveDown(0.3);
    write(profile.fullName, 'Helvetica-Bold', 16, left, width);
    write(`Profile code: ${profile.profileCode}`, 'Helvetica', 11, left, width);
    write(`Verification: ${profile.verificationStatus}`, 'Helvetica', 11, left, width);

    for (const [title, rows] of tables(profile, showContact, hiddenReason, now)) {
      doc.moveDown(1);
      ensureRoom(60);
      write(title, 'Helvetica-Bold', 14, left, width);
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(left + width, doc.y + 2)
        .strokeColor('#999999')
        .stroke();
      doc.moveDown(0.4);
      for (const [label, value] of rows) {
        if (value === null || value === undefined || value === '') continue;
        ensureRoom(30);
        const top = doc.y;
        write(label, 'Helvetica-Bold', 10, left, labelWidth - 10, top);
        const labelBottom = doc.y;
        write(String(value), 'Helvetica', 10, left + labelWidth, width - labelWidth, top);
        doc.y = Math.max(labelBottom, doc.y) + 4;
      }
    }

    doc.moveDown(1.5);
    ensureRoom(60);
    doc.fillColor('#a00000');
    write(MESSAGES.fraudNotice, 'Helvetica-Bold', 10, left, width);
    doc.fillColor('#000000');
    write(`Downloaded on ${now.toISOString().slice(0, 10)}.`, 'Helvetica', 8, left, width);
    doc.end();
  });
}
