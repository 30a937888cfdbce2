/**
 * The text pdfkit draws, one line per drawn string (a `BT … ET` block): enough to check what a
 * bio-data PDF says without a PDF library; the API tests and the e2e download test both read PDFs
 * this way. pdfkit leaves its streams uncompressed here, so the content and the fonts' ToUnicode
 * maps are plain text:
 * - Helvetica (a standard font) writes one byte per character, in WinAnsiEncoding.
 * - An embedded font (the bundled Noto fonts, issue 30) writes 2-byte glyph ids, and its ToUnicode
 *   map gives the characters each glyph stands for (several for a conjunct or a ligature).
 * - A right-to-left run (Arabic script) is drawn in visual order, last letter first; its glyphs are
 *   turned back to reading order.
 * - A glyph may stand for several letters, or one glyph for different letters, so the renderer
 *   marks each string of an embedded font with its ActualText, which is read instead.
 */
export interface PdfTextDetails {
  text: string;
  /** Glyphs drawn as .notdef (glyph 0: a box, or nothing) in an embedded font. */
  notdef: number;
  /** The embedded fonts' names, subset prefix removed (`NotoSansDevanagari-Regular`). */
  fonts: string[];
  /** How many pages it has. */
  pages: number;
}

interface PdfFont {
  name: string;
  /** Glyph id to text, for an embedded font; absent for a standard (one byte a character) font. */
  toUnicode?: Map<number, string>;
}

const utf16 = (hex: string) => {
  const units = hex.replace(/\s+/g, '').match(/.{4}/g) ?? [];
  return String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
};

/** The bfchar and bfrange entries of a ToUnicode CMap. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) {
      map.set(parseInt(code!, 16), utf16(text!));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, start] of body!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, text], i) => map.set(first + i, utf16(text!)));
      } else {
        const base = parseInt(start!, 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  return map;
}

const streamOf = (object: string) => /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(object)?.[1];

function objectsOf(source: string): Map<string, string> {
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) objects.set(id!, body!);
  return objects;
}

function fontsOf(source: string, objects: Map<string, string>): Map<string, PdfFont> {
  const fonts = new Map<string, PdfFont>();
  for (const [, name, id] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const dict = objects.get(id!) ?? '';
    const baseFont = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(dict)?.[1] ?? name!;
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(dict)?.[1];
    const cmap = cmapId ? streamOf(objects.get(cmapId) ?? '') : undefined;
    fonts.set(name!, { name: baseFont, toUnicode: cmap === undefined ? undefined : parseCMap(cmap) });
  }
  return fonts;
}

const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;

/** A PDF literal string's bytes as text: UTF-16 after a byte-order mark, else Latin-1. */
function literalString(escaped: string): string {
  const bytes = escaped.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) => {
    if (/^[0-7]/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[c] ?? c;
  });
  const buffer = Buffer.from(bytes, 'latin1');
  if (buffer[0] !== 0xfe || buffer[1] !== 0xff) return bytes;
  return buffer.subarray(2).swap16().toString('utf16le');
}

/** Helvetica's WinAnsiEncoding where it differs from Latin-1 (typographic quotes, dashes, €). */
const WIN_ANSI = new Map(
  [
    [0x80, 0x20ac],
    [0x82, 0x201a],
    [0x83, 0x192],
    [0x84, 0x201e],
    [0x85, 0x2026],
    [0x86, 0x2020],
    [0x87, 0x2021],
    [0x88, 0x2c6],
    [0x89, 0x2030],
    [0x8a, 0x160],
    [0x8b, 0x2039],
    [0x8c, 0x152],
    [0x8e, 0x17d],
    [0x91, 0x2018],
    [0x92, 0x2019],
    [0x93, 0x201c],
    [0x94, 0x201d],
    [0x95, 0x2022],
    [0x96, 0x2013],
    [0x97, 0x2014],
    [0x98, 0x2dc],
    [0x99, 0x2122],
    [0x9a, 0x161],
    [0x9b, 0x203a],
    [0x9c, 0x153],
    [0x9e, 0x17e],
    [0x9f, 0x178],
  ].map(([byte, cp]) => [String.fromCharCode(byte!), String.fromCodePoint(cp!)]),
);
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex').toString('latin1')].map((c) => WIN_ANSI.get(c) ?? c).join('');

/** A drawn string's glyphs, decoded by its font; counts the .notdef glyphs. */
function decodeBlock(block: string, fonts: Map<string, PdfFont>, count: { notdef: number }): string {
  const font = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block)?.[1] ?? '');
  const glyphs: string[] = [];
  for (const [, array] of block.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    for (const [, hex] of array!.matchAll(/<([0-9a-fA-F]*)>/g)) {
      if (!font?.toUnicode) {
        glyphs.push(winAnsi(hex!));
        continue;
      }
      for (const code of hex!.match(/.{4}/g) ?? []) {
        const id = parseInt(code, 16);
        if (id === 0) count.notdef++;
        glyphs.push(font.toUnicode.get(id) ?? '');
      }
    }
  }
  if (font?.toUnicode && glyphs.some((glyph) => ARABIC_LETTER.test(glyph))) glyphs.reverse();
  return glyphs.join('');
}

/**
 * What each drawn string says: its marked content's ActualText when it has one (the renderer gives
 * every string in an embedded font one: its glyphs alone are ambiguous), else its decoded glyphs.
 */
const DRAWN =
  /\/Span <<\s*\/ActualText \(((?:\\[\s\S]|[^\\()])*)\)\s*>> BDC([\s\S]*?)\bEMC\b|\bBT\b([\s\S]*?)\bET\b/g;

export function pdfTextDetails(pdf: Buffer): PdfTextDetails {
  const source = pdf.toString('latin1');
  const objects = objectsOf(source);
  const fonts = fontsOf(source, objects);
  // Only the pages' content streams: the embedded font files are binary.
  const pageContents = [...source.matchAll(/\/Contents (\d+) 0 R/g)];
  const content = pageContents.map(([, id]) => streamOf(objects.get(id!) ?? '') ?? '').join('\n');
  const lines: string[] = [];
  const count = { notdef: 0 };
  for (const [, actual, marked, block] of content.matchAll(DRAWN)) {
    if (actual === undefined) {
      lines.push(decodeBlock(block!, fonts, count));
    } else {
      for (const [, inner] of marked!.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) decodeBlock(inner!, fonts, count);
      lines.push(literalString(actual));
    }
  }
  const embedded = [...fonts.values()].filter((font) => font.toUnicode).map((font) => font.name);
  return {
    text: lines.join('\n'),
    notdef: count.notdef,
    fonts: [...new Set(embedded)],
    pages: pageContents.length,
  };
}

export function pdfText(pdf: Buffer): string {
  return pdfTextDetails(pdf).text;
}
