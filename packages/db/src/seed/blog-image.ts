import sharp from 'sharp';
import { hslToHex } from './svg-colors';

export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A news card's preview image (the Open Graph size, 1200×630): a gradient in the blog's hue with
 * soft circles, a crescent and a row of arches, so every card looks different without any stock photo. No
 * text: the card prints the title itself, and servers may have no fonts.
 */
export function blogImageSvg(hue: number): string {
  const { width, height } = BLOG_IMAGE_SIZE;
  const dark = hslToHex(hue, 55, 24);
  const mid = hslToHex(hue + 25, 60, 42);
  const light = hslToHex(hue - 20, 70, 70);
  const arches = Array.from({ length: 7 }, (_, i) => {
    const x = 60 + i * 160;
    const h = 150 + ((i * 37) % 70);
    const base = height - 60;
    // A pointed (Mughal) arch: two quadratic curves meeting at the top.
    return `<path d="M${x} ${base} V${base - h} Q${x} ${base - h - 70} ${x + 55} ${base - h - 95} Q${x + 110} ${base - h - 70} ${x + 110} ${base - h} V${base} Z" fill="${dark}" fill-opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="0.55" stop-color="${mid}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <mask id="crescent">
      <circle cx="${width * 0.82}" cy="${height * 0.22}" r="70" fill="#ffffff"/>
      <circle cx="${width * 0.82 + 28}" cy="${height * 0.22 - 16}" r="62" fill="#000000"/>
    </mask>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect width="${width}" height="${height}" fill="#fff4d6" fill-opacity="0.85" mask="url(#crescent)"/>
  <circle cx="140" cy="110" r="180" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="420" cy="40" r="90" fill="#ffffff" fill-opacity="0.06"/>
  ${arches}
  <rect y="${height - 60}" width="${width}" height="60" fill="${dark}" fill-opacity="0.6"/>
</svg>`;
}

export async function makeBlogImage(hue: number): Promise<Buffer> {
  return sharp(Buffer.from(blogImageSvg(hue)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
