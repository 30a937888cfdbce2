// Text of any of the site's scripts, laid out for the bio-data PDF (issue 30). pdfkit shapes a run
// of one font with fontkit (conjuncts and vowel signs, Arabic joining), but it draws a whole text
// in one font and knows nothing of right-to-left order. So a text is cut here into runs by script,
// each drawn in its font; lines are broken here; and each line's pieces are put in visual order by
// a small form of the Unicode bidirectional algorithm (strong Arabic letters right to left; Latin,
// Indic letters and numbers left to right; spaces and punctuation take their neighbours' side).
import { DocumentFonts, isArabicFont, noto, scriptOf, type FontMetrics, type FontName } from './pdf-fonts';

/** Said in place of characters no bundled font has (emoji, Chinese, ...), once per stretch of them. */
export const NOT_SHOWN = '—';

export type Direction = 'ltr' | 'rtl';

interface Run {
  font: FontName;
  text: string;
}

/** One unbreakable piece of a line in one font: a word, part of one, or a space. */
interface Piece {
  font: FontName;
  text: string;
  width: number;
  space: boolean;
  /**
   * Before resolution: strong left to right (L: Latin and Indic letters), strong right to left
   * (R: Arabic letters), a number (EN: digits, no letters) or neutral (N: spaces, punctuation).
   */
  type: 'L' | 'R' | 'EN' | 'N';
}

const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;
const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
const ARABIC_LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{Nd}/u;
/** Leading and trailing punctuation of a word, split off so that it can follow either side. */
const WORD_EDGES = /^([^\p{L}\p{N}\p{M}]*)(.*?)([^\p{L}\p{N}\p{M}]*)$/su;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const STRONG_LETTER = /\p{L}/gu;

/**
 * Right to left when most of the text's letters are Arabic script (an Urdu name, city or note);
 * digits and punctuation do not count.
 */
export function directionOf(text: string): Direction {
  let arabic = 0;
  let other = 0;
  for (const [letter] of text.matchAll(STRONG_LETTER)) {
    if (ARABIC_SCRIPT.test(letter)) arabic++;
    else other++;
  }
  return arabic > other ? 'rtl' : 'ltr';
}

/**
 * The text cut into runs of one font. A letter of one of the script fonts goes to that font; spaces
 * and other common marks stay in the run they follow when its font has them; everything else goes
 * to Helvetica, else to Noto Sans's Latin, else (nothing can draw it) becomes one dash.
 */
function runsOf(fonts: DocumentFonts, text: string, bold: boolean): Run[] {
  const runs: Run[] = [];
  let previous: FontName | null = null;
  let missing = false;
  const add = (font: FontName, char: string) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  };
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const script = scriptOf(char);
    let font: FontName | null = null;
    if (script) {
      const name = noto(script, bold);
      if (fonts.draws(name, cp)) font = name;
    } else if (previous && !previous.startsWith('Helvetica') && COMMON.test(char) && !DIGIT.test(char)) {
      if (fonts.draws(previous, cp)) font = previous;
    }
    font ??= fonts.latinFor(cp, bold);
    if (!font) {
      if (!missing) add(bold ? 'Helvetica-Bold' : 'Helvetica', NOT_SHOWN);
      missing = true;
      continue;
    }
    missing = false;
    add(font, char);
    previous = font;
  }
  return runs;
}

/** A dash in place of a word the font could not shape (a fault of the shaping, not the text). */
function notShown(fonts: DocumentFonts, font: FontName, size: number): Piece {
  const latin: FontName = font.endsWith('700') || font === 'Helvetica-Bold' ? 'Helvetica-Bold' : 'Helvetica';
  return {
    font: latin,
    text: NOT_SHOWN,
    space: false,
    type: 'N',
    width: fonts.width(latin, size, NOT_SHOWN)!,
  };
}

/** A run cut into words, spaces and the punctuation at a word's edges, each with its type. */
function piecesOf(fonts: DocumentFonts, runs: Run[], size: number): Piece[] {
  const pieces: Piece[] = [];
  const push = (font: FontName, text: string, space: boolean, type: Piece['type']) => {
    if (!text) return;
    const width = fonts.width(font, size, text);
    if (width !== null) pieces.push({ font, text, space, type, width });
    else pieces.push(notShown(fonts, font, size));
  };
  for (const { font, text } of runs) {
    for (const part of text.split(/( +)/)) {
      if (!part) continue;
      if (part.startsWith(' ')) {
        push(font, part, true, 'N');
      } else if (isArabicFont(font)) {
        // fontkit lays out a run of Arabic script right to left, Arabic-Indic digits included;
        // each digit alone keeps a number in reading order.
        for (const chunk of part.split(/(\p{Nd})/u)) {
          if (DIGIT.test(chunk)) push(font, chunk, false, 'EN');
          else push(font, chunk, false, ARABIC_LETTER.test(chunk) ? 'R' : 'N');
        }
      } else {
        // A word's own punctuation ("B.Com", "10:30") stays in it; the marks at its edges stand
        // alone, one by one, so a bracket can be paired and each can follow its side.
        const [, lead = '', core = '', trail = ''] = WORD_EDGES.exec(part) ?? [];
        for (const mark of lead) push(font, mark, false, 'N');
        push(font, core, false, LETTER.test(core) ? 'L' : NUMBER.test(core) ? 'EN' : 'N');
        for (const mark of trail) push(font, mark, false, 'N');
      }
    }
  }
  return pieces;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word wider than the line, cut between letters (printable() keeps words short; a safety net). */
function cutWord(fonts: DocumentFonts, word: Piece[], size: number, maxWidth: number): Piece[][] {
  const lines: Piece[][] = [[]];
  let width = 0;
  for (const piece of word) {
    let text = '';
    for (const { segment } of segmenter.segment(piece.text)) {
      const grown = fonts.width(piece.font, size, text + segment) ?? 0;
      if (width + grown > maxWidth && (text || lines.at(-1)!.length > 0)) {
        if (text) lines.at(-1)!.push({ ...piece, text, width: fonts.width(piece.font, size, text) ?? 0 });
        lines.push([]);
        width = 0;
        text = segment;
      } else {
        text += segment;
      }
    }
    if (text) {
      const last = { ...piece, text, width: fonts.width(piece.font, size, text) ?? 0 };
      lines.at(-1)!.push(last);
      width += last.width;
    }
  }
  return lines;
}

/** Lines of at most `maxWidth`, broken at spaces; the spaces at a line's ends are dropped. */
function breakLines(fonts: DocumentFonts, pieces: Piece[], size: number, maxWidth: number): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let width = 0;
  let spaces: Piece[] = [];
  let i = 0;
  while (i < pieces.length) {
    if (pieces[i]!.space) {
      spaces.push(pieces[i]!);
      i++;
      continue;
    }
    const word: Piece[] = [];
    while (i < pieces.length && !pieces[i]!.space) word.push(pieces[i++]!);
    const wordWidth = word.reduce((sum, piece) => sum + piece.width, 0);
    const spaceWidth = spaces.reduce((sum, piece) => sum + piece.width, 0);
    if (line.length > 0 && width + spaceWidth + wordWidth <= maxWidth) {
      line.push(...spaces, ...word);
      width += spaceWidth + wordWidth;
    } else {
      if (line.length > 0) lines.push(line);
      if (wordWidth <= maxWidth) {
        line = word;
        width = wordWidth;
      } else {
        const parts = cutWord(fonts, word, size, maxWidth);
        lines.push(...parts.slice(0, -1));
        line = parts.at(-1)!;
        width = line.reduce((sum, piece) => sum + piece.width, 0);
      }
    }
    spaces = [];
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * Embedding levels (0: left to right, odd: right to left) of a line's pieces in logical order, by
 * the bidirectional algorithm's rules for strong letters, numbers, brackets and other neutrals
 * (W7, N0, N1, N2, I1, I2; no explicit embeddings, one paragraph a text).
 */
function levelsOf(line: Piece[], direction: Direction): number[] {
  const base: 'L' | 'R' = direction === 'rtl' ? 'R' : 'L';
  // W7: a number after Latin (or at the start of a left-to-right paragraph) is simply Latin.
  let strong: 'L' | 'R' = base;
  const types = line.map(({ type }) => {
    if (type === 'L' || type === 'R') strong = type;
    return type === 'EN' && strong === 'L' ? 'L' : type;
  });
  // For the neutrals a number counts as right to left.
  const side = (type: Piece['type']) => (type === 'N' ? null : type === 'L' ? 'L' : 'R');
  // N0: a pair of brackets takes the paragraph's side when what they enclose has it, else the
  // other side if both the enclosed text and the text before the pair have it ("2 (1 married)").
  for (const [open, close] of bracketPairs(line)) {
    const inside = new Set(types.slice(open + 1, close).map(side));
    let pair: 'L' | 'R' | null = null;
    if (inside.has(base)) {
      pair = base;
    } else if (inside.size > (inside.has(null) ? 1 : 0)) {
      // Only the other side inside: the brackets follow the nearest side before them.
      const nearest = types
        .slice(0, open)
        .map(side)
        .findLast((found) => found !== null);
      pair = nearest ?? base;
    }
    if (pair) types[open] = types[close] = pair;
  }
  // N1, N2: other neutrals between two pieces of one side take it, the rest the paragraph's.
  const before: ('L' | 'R')[] = [];
  let last: 'L' | 'R' = base;
  for (const type of types) before.push((last = side(type) ?? last));
  const after: ('L' | 'R')[] = [];
  last = base;
  for (let i = types.length - 1; i >= 0; i--) after[i] = last = side(types[i]!) ?? last;
  return types.map((type, i) => {
    const resolved = type === 'N' ? (before[i] === after[i] ? before[i] : base) : type;
    // I1, I2: a number, or Latin in a right-to-left paragraph, goes one level up and keeps its order.
    if (resolved === 'R') return 1;
    if (resolved === 'EN' || direction === 'rtl') return 2;
    return 0;
  });
}

const OPENING = '([{<«';
const CLOSING = ')]}>»';

/** The indexes of matching bracket pieces (BD16), innermost pairs included. */
function bracketPairs(line: Piece[]): [open: number, close: number][] {
  const pairs: [number, number][] = [];
  const open: { index: number; bracket: number }[] = [];
  line.forEach(({ text, type }, index) => {
    if (type !== 'N' || text.length !== 1) return;
    if (OPENING.includes(text)) open.push({ index, bracket: OPENING.indexOf(text) });
    const closing = CLOSING.indexOf(text);
    if (closing < 0) return;
    const match = open.findLastIndex(({ bracket }) => bracket === closing);
    if (match < 0) return;
    pairs.push([open[match]!.index, index]);
    open.length = match;
  });
  return pairs.sort((a, b) => a[0] - b[0]);
}

/** Indexes of the pieces in visual order, left to right (rule L2: reverse from the highest level). */
function visualOrder(levels: number[]): number[] {
  const order = levels.map((_, i) => i);
  for (let level = Math.max(0, ...levels); level >= 1; level--) {
    for (let start = 0; start < order.length; start++) {
      if (levels[order[start]!]! < level) continue;
      let end = start;
      while (end + 1 < order.length && levels[order[end + 1]!]! >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return order;
}

export interface TextBox {
  bold: boolean;
  size: number;
  x: number;
  width: number;
  /** The top of the first line. */
  y: number;
  align: 'left' | 'right';
  /** The paragraph direction; directionOf(text) when left out. */
  direction?: Direction;
  /** At least this much above the first baseline: a row's label and value share their baseline. */
  ascent?: number;
}

export interface TextLayout {
  fonts: DocumentFonts;
  /** Called before a line that would pass the page's bottom; answers the new page's top. */
  newPage: () => number;
  pageBottom: () => number;
}

/** The height above the baseline of the tallest font `text` is drawn in. */
export function ascentOf(fonts: DocumentFonts, text: string, bold: boolean, size: number): number {
  const runs = runsOf(fonts, text.normalize('NFC'), bold);
  return Math.max(...runs.map(({ font }) => fonts.metrics(font, size).ascent), 0);
}

/** Draws `text` in the box and answers the y under its last line. */
export function drawText(doc: PDFKit.PDFDocument, layout: TextLayout, text: string, box: TextBox): number {
  const { fonts } = layout;
  const { bold, size, x, width, align } = box;
  const direction = box.direction ?? directionOf(text);
  const latin: FontName = bold ? 'Helvetica-Bold' : 'Helvetica';
  const metricsCache = new Map<FontName, FontMetrics>();
  const metrics = (font: FontName) => {
    let found = metricsCache.get(font);
    if (!found) metricsCache.set(font, (found = fonts.metrics(font, size)));
    return found;
  };
  let y = box.y;
  let drawn = 0;
  // Composed letters (é, not e and a combining accent) stay in one font.
  for (const paragraph of text
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .split(/\r\n|\r|\n/)) {
    const lines = breakLines(fonts, piecesOf(fonts, runsOf(fonts, paragraph, bold), size), size, width);
    if (lines.length === 0) lines.push([]);
    for (const line of lines) {
      const used = line.length > 0 ? line.map((piece) => metrics(piece.font)) : [metrics(latin)];
      const ascent = Math.max(...used.map((m) => m.ascent), drawn === 0 ? (box.ascent ?? 0) : 0);
      // The tallest font's own line height, or more when the line's fonts stand out on both sides
      // of the baseline. One font's line gap is not added on top of another's ascent: Helvetica's
      // digits beside Devanagari made a row a fifth taller than its neighbours (issue 30).
      const height = Math.max(
        ascent + Math.max(...used.map((m) => m.descent)),
        ...used.map((m) => m.ascent + m.descent + m.gap),
      );
      // The caller made room for the first line; a long text goes on over the next pages.
      if (drawn > 0 && y + height > layout.pageBottom()) y = layout.newPage();
      drawLine(doc, fonts, line, direction, { x, width, align, size, baseline: y + ascent });
      y += height;
      drawn++;
    }
  }
  return y;
}

function drawLine(
  doc: PDFKit.PDFDocument,
  fonts: DocumentFonts,
  line: Piece[],
  direction: Direction,
  at: { x: number; width: number; align: 'left' | 'right'; size: number; baseline: number },
) {
  if (line.length === 0) return;
  const levels = levelsOf(line, direction);
  const order = visualOrder(levels);
  const lineWidth = line.reduce((sum, piece) => sum + piece.width, 0);
  let x = at.align === 'right' ? at.x + at.width - lineWidth : at.x;

  // Pieces next to each other both on the page and in the text, left to right and in one font
  // other than Arabic, are drawn as one string (one word of a PDF's text, as a reader copies it).
  // Arabic is drawn word by word: pdfkit would put the words of one string in logical order.
  interface Segment {
    first: number;
    font: FontName;
    /** As drawn, left to right. */
    text: string;
    /** As read. */
    actual: string;
    x: number;
  }
  const segments: Segment[] = [];
  let previous = -2;
  for (const index of order) {
    const piece = line[index]!;
    const rtl = levels[index]! % 2 === 1;
    const last = segments.at(-1);
    // A word whose ink runs past its advance (DocumentFonts.overshoot) ends its string: the next
    // piece starts past the ink, not under it.
    const before = previous >= 0 ? line[previous] : undefined;
    const joins =
      last &&
      !rtl &&
      index === previous + 1 &&
      last.font === piece.font &&
      !isArabicFont(piece.font) &&
      !(before && fonts.overshoot(before.font, at.size, before.text) > 0);
    // A neutral set right to left reads backwards, with its brackets turned round.
    const text =
      rtl && !isArabicFont(piece.font)
        ? [...piece.text]
            .reverse()
            .map((c) => MIRRORED[c] ?? c)
            .join('')
        : piece.text;
    if (joins) {
      last.text += text;
      last.actual += piece.text;
    } else {
      segments.push({ first: index, font: piece.font, text, actual: piece.text, x });
    }
    previous = rtl ? -2 : index;
    x += piece.width;
  }
  // Drawn in reading order, so that a PDF reader that copies text in drawing order gets it right.
  segments.sort((a, b) => a.first - b.first);
  for (const { font, text, actual, x: left } of segments) {
    if (!text.trim()) continue;
    // A shaped glyph can stand for several letters, and one glyph of a font for different letters
    // (Naskh draws some letters as a shared shape plus dots), so the glyphs alone do not give the
    // text back: the marked content's ActualText does, for copying and searching.
    const marked = !font.startsWith('Helvetica') || text !== actual;
    // Pieces were measured one by one; a joined string is measured (shaped) again before pdfkit
    // starts drawing it, so a shaping fault cannot leave the page's content half written.
    const drawn = fonts.width(font, at.size, text) === null ? notShown(fonts, font, at.size) : { font, text };
    if (marked) doc.markContent('Span', { actual });
    fonts.use(drawn.font, at.size);
    doc.text(drawn.text, left, at.baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (marked) doc.endMarkedContent();
  }
}
