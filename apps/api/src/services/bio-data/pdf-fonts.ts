// The fonts of the bio-data PDF (issue 30). Latin-1 text keeps the PDF's built-in Helvetica; every
// other script of the twelve interface languages is drawn in a Noto font that ships with the app
// (the @fontsource/* packages, dependencies of @rishta/api), never one the server's OS may lack.
//
// Only each package's subset for its own script is used (a few dozen KB each). The files are found
// with Node's resolution from this module, so the same code works from the sources (tsx, vitest)
// and from the bundle: scripts/build.mjs leaves every package external, and dist/server.js and
// dist/render-worker.js resolve @fontsource/* from node_modules like pdfkit itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The scripts with a font of their own (ISO 15924 codes, as OpenType and fontkit name them). */
export type ScriptFont =
  'deva' | 'beng' | 'guru' | 'gujr' | 'orya' | 'taml' | 'telu' | 'knda' | 'mlym' | 'arab';
/** Noto Sans's Latin, Latin Extended, Vietnamese, Cyrillic and Greek: what Helvetica lacks. */
const FALLBACKS = ['latx', 'latn', 'viet', 'cyrl', 'grek'] as const;
type NotoFont = ScriptFont | (typeof FALLBACKS)[number];
export type FontName = 'Helvetica' | 'Helvetica-Bold' | `${NotoFont}-${400 | 700}`;

/**
 * The .woff files, regular and bold. Urdu is drawn in Noto Naskh Arabic: fontkit (pdfkit's layout
 * engine) shapes Naskh's joining forms reliably, while the web's Noto Nastaliq Urdu relies on
 * cursive attachment and contextual positioning that fontkit gets wrong. Letters Helvetica lacks
 * (ā, Ḥ, ʿ in transliterated names; Cyrillic, Greek) come from Noto Sans.
 */
const FILES: Record<NotoFont, Record<400 | 700, string>> = {
  deva: {
    400: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
  },
  beng: {
    400: require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff'),
  },
  guru: {
    400: require.resolve('@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff'),
  },
  gujr: {
    400: require.resolve('@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff'),
  },
  orya: {
    400: require.resolve('@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff'),
  },
  taml: {
    400: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
  },
  telu: {
    400: require.resolve('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff'),
  },
  knda: {
    400: require.resolve('@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff'),
  },
  mlym: {
    400: require.resolve('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff'),
  },
  arab: {
    400: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
    700: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff'),
  },
  latn: {
    400: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  },
  latx: {
    400: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  },
  viet: {
    400: require.resolve('@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff'),
  },
  cyrl: {
    400: require.resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff'),
  },
  grek: {
    400: require.resolve('@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff'),
    700: require.resolve('@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff'),
  },
};

export const noto = (key: NotoFont, bold: boolean): FontName => `${key}-${bold ? 700 : 400}`;

const SCRIPTS: readonly (readonly [ScriptFont, RegExp])[] = [
  ['deva', /\p{Script=Devanagari}/u],
  ['beng', /\p{Script=Bengali}/u],
  ['guru', /\p{Script=Gurmukhi}/u],
  ['gujr', /\p{Script=Gujarati}/u],
  ['orya', /\p{Script=Oriya}/u],
  ['taml', /\p{Script=Tamil}/u],
  ['telu', /\p{Script=Telugu}/u],
  ['knda', /\p{Script=Kannada}/u],
  ['mlym', /\p{Script=Malayalam}/u],
  ['arab', /\p{Script=Arabic}/u],
];

/** The script font a character belongs to, or null for Latin, digits, spaces and punctuation. */
export function scriptOf(char: string): ScriptFont | null {
  // Everything below Hebrew is Latin, Greek, Cyrillic or common: the usual case, answered at once.
  if (char.codePointAt(0)! < 0x0590) return null;
  for (const [script, pattern] of SCRIPTS) if (pattern.test(char)) return script;
  return null;
}

/** What Helvetica (WinAnsiEncoding in pdfkit) can draw: Latin-1 and a few typographic marks. */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
const helveticaDraws = (cp: number) =>
  (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface GlyphRun {
  glyphs: unknown[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}
/** The part of a fontkit font this module uses. */
interface FontkitFont {
  characterSet: number[];
  unitsPerEm: number;
  layout(text: string, features?: unknown): GlyphRun;
}

/** What pdfkit keeps of the current font; not in its type declarations. Metrics are per 1000 em. */
interface CurrentFont {
  ascender: number;
  descender: number;
  lineGap: number;
  /** fontkit's font, for an embedded font. */
  font?: FontkitFont;
}

/**
 * Fonts opened once per worker thread and shared by its documents. Parsing a font's layout tables
 * is slow (about half a second for Naskh's, on the first Arabic word); pdfkit accepts an opened
 * fontkit font in place of a file and still makes a subset of it per document.
 */
const opened = new Map<FontName, { font: FontkitFont; covers: Set<number> }>();

/** Shaped words kept per font; far more than one PDF's words, few enough to stay small. */
const SHAPED_WORDS = 5000;

/**
 * The font with its shaping remembered across documents. fontkit's shaping of an Indic word runs
 * dozens of OpenType lookups (a few ms a word), and pdfkit remembers it for one document only,
 * while every PDF of a language repeats the same labels and notes. pdfkit scales the positions of
 * the run it gets in place, so each call answers fresh copies.
 */
function rememberingShapes(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, { glyphs: unknown[]; positions: GlyphPosition[] }>();
  const remembering = Object.create(font) as FontkitFont;
  remembering.layout = (text, features) => {
    if (features !== undefined) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      const { glyphs, positions } = font.layout(text);
      run = { glyphs, positions: positions.map((position) => ({ ...position })) };
      if (shaped.size >= SHAPED_WORDS) shaped.clear();
      shaped.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return remembering;
}

/**
 * A WOFF file as the plain sfnt (TrueType) it wraps. fontkit reads WOFF tables by inflating them
 * again on every access, whole glyf table included, which made one Arabic name take seconds; the
 * unwrapped font is read directly.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const padded = (length: number) => (length + 3) & ~3;
  let offset = 12 + 16 * numTables;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), offset));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + i * 16;
    sfnt.writeUInt32BE(tag, record);
    sfnt.writeUInt32BE(checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(data.length, record + 12);
    data.copy(sfnt, offset);
    offset += padded(data.length);
  });
  return sfnt;
}

/**
 * fontkit 2.0.4 throws on a mark-positioning lookup with a NULL anchor, which the OpenType spec
 * allows and Noto Sans Malayalam, Telugu, Gujarati and Gurmukhi have (a third of Punjabi words
 * failed). Like HarfBuzz and the proposed fix (foliojs/fontkit#367, PR #374), such a lookup now
 * leaves the mark where it is. fontkit does not export its GPOS processor, so it is reached through
 * an opened font's layout engine; the fix is made once, for fontkit as pdfkit loads it.
 */
let nullAnchorsSkipped = false;
interface GposProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}
function skipNullAnchors(font: FontkitFont) {
  if (nullAnchorsSkipped) return;
  font.layout(' ');
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } })
    ._layoutEngine?.engine;
  if (!engine?.GPOSProcessor) return;
  const processor = Object.getPrototypeOf(engine.GPOSProcessor) as GposProcessor;
  const applyAnchor = processor.applyAnchor;
  processor.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (baseAnchor === null || baseAnchor === undefined || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  nullAnchorsSkipped = true;
}

const current = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: CurrentFont })._font;

export interface FontMetrics {
  ascent: number;
  descent: number;
  gap: number;
}

/** The fonts of one document: registers the bundled ones on first use, measures and draws. */
export class DocumentFonts {
  private readonly registered = new Set<FontName>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Makes `name` the current font at `size`. */
  use(name: FontName, size: number): PDFKit.PDFDocument {
    const { doc } = this;
    if (name === 'Helvetica' || name === 'Helvetica-Bold') return doc.font(name).fontSize(size);
    if (!this.registered.has(name)) {
      const [key, weight] = name.split('-') as [NotoFont, '400' | '700'];
      const source = opened.get(name)?.font ?? sfntFromWoff(readFileSync(FILES[key][weight]));
      // pdfkit takes an opened fontkit font as well as a file (its types only list files).
      doc.registerFont(name, source as Buffer);
      this.registered.add(name);
    }
    doc.font(name).fontSize(size);
    if (!opened.has(name)) {
      const font = current(doc).font!;
      skipNullAnchors(font);
      opened.set(name, { font: rememberingShapes(font), covers: new Set(font.characterSet) });
    }
    return doc;
  }

  /** Whether `name` has a glyph for the code point (no .notdef box, no dash). */
  draws(name: FontName, cp: number): boolean {
    if (name === 'Helvetica' || name === 'Helvetica-Bold') return helveticaDraws(cp);
    if (!opened.has(name)) this.use(name, 10);
    return opened.get(name)!.covers.has(cp);
  }

  /** The font for a character outside the script fonts: Helvetica, else one of Noto Sans's. */
  latinFor(cp: number, bold: boolean): FontName | null {
    if (helveticaDraws(cp)) return bold ? 'Helvetica-Bold' : 'Helvetica';
    for (const key of FALLBACKS) {
      const name = noto(key, bold);
      if (this.draws(name, cp)) return name;
    }
    return null;
  }

  /**
   * The width of `text`, or null when fontkit fails to shape it. pdfkit shapes a string again to
   * draw it, after starting the text object, so a string is measured before it is drawn.
   */
  width(name: FontName, size: number, text: string): number | null {
    try {
      const advance = this.use(name, size).widthOfString(text);
      return advance + this.overshoot(name, size, text);
    } catch {
      return null;
    }
  }

  /**
   * How far a word's ink runs past its advance: fontkit ends a Bengali conjunct such as ক্ত with a
   * zero-width headline glyph that reaches over the space after it, so "অতিরিক্ত তথ্য" read as one
   * word. The overshoot, when it is more than a twentieth of an em, becomes part of the word's width.
   */
  overshoot(name: FontName, size: number, text: string): number {
    const font = opened.get(name)?.font;
    if (!font) return 0;
    const run = font.layout(text);
    // The right edge of the ink: each glyph's box where its pen position puts it.
    let pen = 0;
    let ink = 0;
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i]!;
      const box = (glyph as { bbox?: { maxX: number } }).bbox;
      if (box) ink = Math.max(ink, pen + position.xOffset + box.maxX);
      pen += position.xAdvance;
    });
    const over = ink - pen;
    return over > font.unitsPerEm / 20 ? (over / font.unitsPerEm) * size : 0;
  }

  metrics(name: FontName, size: number): FontMetrics {
    this.use(name, size);
    const { ascender, descender, lineGap } = current(this.doc);
    return {
      ascent: (ascender / 1000) * size,
      descent: (-descender / 1000) * size,
      gap: (lineGap / 1000) * size,
    };
  }
}

export const isArabicFont = (name: FontName) => name.startsWith('arab-');
