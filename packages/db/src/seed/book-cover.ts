import type { BookLanguage } from '@rishta/domain';
import sharp from 'sharp';
import { hslToHex } from './svg-colors';

export const BOOK_COVER_SIZE = { width: 400, height: 560 } as const;

// One colour family per language, so the book shelf reads at a glance: navy for English, emerald
// for Urdu, maroon for Hindi. Each book shifts the hue a little so covers are not identical.
const LANGUAGE_HUES: Record<BookLanguage, number> = { english: 215, urdu: 160, hindi: 8 };

const GOLD = '#d9b45a';

/** The classic eight-pointed star (khatam) drawn as two interlaced squares, one turned 45°. */
function interlacedStar(cx: number, cy: number, r: number, attrs: string): string {
  const square = (angle: number) => {
    const points = [0, 1, 2, 3].map((k) => {
      const a = ((angle + k * 90) * Math.PI) / 180;
      return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
    });
    return `<polygon points="${points.join(' ')}" ${attrs}/>`;
  };
  return square(0) + square(45);
}

/** The same star as one solid outline: 8 points, with the notches where the squares cross. */
function solidStar(cx: number, cy: number, r: number, attrs: string): string {
  // The notches lie on the squares' edges, at r·cos45°/cos22.5° from the centre.
  const inner = (r * Math.SQRT1_2) / Math.cos(Math.PI / 8);
  const points = Array.from({ length: 16 }, (_, k) => {
    const radius = k % 2 === 0 ? r : inner;
    const a = (k * 22.5 * Math.PI) / 180;
    return `${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" ${attrs}/>`;
}

/**
 * A generated cover: a tiled star-and-cross lattice on the language's colour, a double gold frame,
 * a central rosette and an empty title plate. No text: the shelf prints title and author, and the
 * Urdu and Hindi scripts may not exist in the server's fonts.
 */
export function bookCoverSvg(language: BookLanguage, index: number): string {
  const { width, height } = BOOK_COVER_SIZE;
  const hue = LANGUAGE_HUES[language] + ((index * 11) % 30) - 15;
  const base = hslToHex(hue, 55, 22);
  const deep = hslToHex(hue, 60, 14);
  const tint = hslToHex(hue, 45, 34);
  const tile = 48;
  const cx = width / 2;
  const cy = height * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <pattern id="lattice" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">
      ${interlacedStar(tile / 2, tile / 2, tile * 0.3, `fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="1.2"`)}
      <circle cx="${tile / 2}" cy="${tile / 2}" r="2.2" fill="${GOLD}" fill-opacity="0.45"/>
      <path d="M0 0 L${tile * 0.14} ${tile * 0.14} M${tile} 0 L${tile * 0.86} ${tile * 0.14} M0 ${tile} L${tile * 0.14} ${tile * 0.86} M${tile} ${tile} L${tile * 0.86} ${tile * 0.86}" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="1.2"/>
    </pattern>
    <radialGradient id="shade" cx="0.5" cy="0.42" r="0.75">
      <stop offset="0" stop-color="${tint}"/>
      <stop offset="1" stop-color="${deep}"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${base}"/>
  <rect width="${width}" height="${height}" fill="url(#shade)" fill-opacity="0.85"/>
  <rect width="${width}" height="${height}" fill="url(#lattice)"/>
  <rect x="18" y="18" width="${width - 36}" height="${height - 36}" fill="none" stroke="${GOLD}" stroke-width="3"/>
  <rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="${GOLD}" stroke-width="1"/>
  <circle cx="${cx}" cy="${cy}" r="96" fill="${deep}" stroke="${GOLD}" stroke-width="2"/>
  ${solidStar(cx, cy, 84, `fill="${base}" stroke="${GOLD}" stroke-width="2"`)}
  ${solidStar(cx, cy, 52, `fill="${tint}" stroke="${GOLD}" stroke-width="1.5"`)}
  <circle cx="${cx}" cy="${cy}" r="18" fill="${GOLD}"/>
  <rect x="70" y="${height - 150}" width="${width - 140}" height="76" rx="14" fill="${deep}" fill-opacity="0.85" stroke="${GOLD}" stroke-width="2"/>
  <line x1="110" y1="${height - 112}" x2="${width - 110}" y2="${height - 112}" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="1"/>
</svg>`;
}

export async function makeBookCover(language: BookLanguage, index: number): Promise<Buffer> {
  return sharp(Buffer.from(bookCoverSvg(language, index)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
