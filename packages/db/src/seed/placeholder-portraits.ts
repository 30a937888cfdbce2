import type { Gender } from '@rishta/domain';
import sharp from 'sharp';
import { makePhotoVariants, type PhotoVariants } from '../media/photo-variants';
import { renderedOnce } from './rendered-once';
import { hslToHex } from './svg-colors';

export interface PlaceholderPortrait {
  gender: Gender;
  variants: PhotoVariants;
}

const SIZE = { width: 600, height: 800 } as const;

// Background hues of the placeholders; each gender gets every hue once.
const HUES = [205, 160, 28, 275, 340, 95] as const;

/**
 * An abstract head-and-shoulders silhouette on a soft gradient: enough to make cards and
 * galleries look lived-in, while obviously not a person (demo data must never show real faces).
 * The female outline wears a hijab, as many members' photos do.
 */
export function placeholderPortraitSvg(gender: Gender, hue: number): string {
  const { width, height } = SIZE;
  const top = hslToHex(hue, 55, 86);
  const bottom = hslToHex(hue + 30, 45, 66);
  const figure = hslToHex(hue, 15, 96);
  const shade = hslToHex(hue, 20, 82);
  const cx = width / 2;
  const shoulders = `<path d="M${cx - 250} ${height} C${cx - 240} 640 ${cx - 170} 585 ${cx - 70} 570 L${cx + 70} 570 C${cx + 170} 585 ${cx + 240} 640 ${cx + 250} ${height} Z" fill="${figure}"/>`;
  const male = `${shoulders}
    <rect x="${cx - 42}" y="470" width="84" height="120" rx="30" fill="${shade}"/>
    <ellipse cx="${cx}" cy="370" rx="105" ry="130" fill="${figure}"/>`;
  // A rounded hijab that frames the face and falls over the shoulders.
  const female = `${shoulders}
    <path d="M${cx} 215 C${cx + 150} 215 ${cx + 165} 360 ${cx + 150} 450 C${cx + 140} 520 ${cx + 190} 590 ${cx + 220} 650 Q${cx} 720 ${cx - 220} 650 C${cx - 190} 590 ${cx - 140} 520 ${cx - 150} 450 C${cx - 165} 360 ${cx - 150} 215 ${cx} 215 Z" fill="${figure}"/>
    <ellipse cx="${cx}" cy="385" rx="82" ry="102" fill="${shade}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.7">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#light)"/>
  ${gender === 'Male' ? male : female}
</svg>`;
}

/**
 * Renders the placeholders and their served variants once per process (rendered-once.ts): photo
 * variants cost a few tens of milliseconds each, far too slow to make per profile, and identical
 * files are fine.
 */
export const makePlaceholderPortraits = renderedOnce(() => {
  const specs = (['Male', 'Female'] as const).flatMap((gender) => HUES.map((hue) => ({ gender, hue })));
  return Promise.all(
    specs.map(async ({ gender, hue }): Promise<PlaceholderPortrait> => {
      const png = await sharp(Buffer.from(placeholderPortraitSvg(gender, hue)))
        .png()
        .toBuffer();
      return { gender, variants: await makePhotoVariants(png) };
    }),
  );
});
