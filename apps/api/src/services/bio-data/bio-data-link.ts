import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived links to a profile's bio-data PDF, so the download works as a plain link
 * (no token header) yet cannot be shared for long or altered: the link names the viewer whose
 * rights (contact hours, proposals) decide what the PDF shows.
 */
export interface BioDataLinks {
  url(slug: string, viewerProfileId: number, now: Date): string;
  /** True when `s` signs exactly this slug, viewer and expiry, and the expiry is still ahead. */
  verify(link: { slug: string; v: number; e: number; s: string }, now: Date): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    bioDataLinks: BioDataLinks;
  }
}

export const BIO_DATA_LINK_TTL_SECONDS = 10 * 60;

export function createBioDataLinks(mediaSecret: string): BioDataLinks {
  // A key of its own, derived from the media secret, so a media signature never fits a PDF link.
  const key = createHmac('sha256', mediaSecret).update('rishta bio-data links').digest();
  const sign = (slug: string, v: number, e: number) =>
    createHmac('sha256', key).update(`${slug}\n${v}\n${e}`).digest('base64url').slice(0, 32);
  return {
    url(slug, viewerProfileId, now) {
      const e = Math.floor(now.getTime() / 1000) + BIO_DATA_LINK_TTL_SECONDS;
      const s = sign(slug, viewerProfileId, e);
      return `/api/profiles/pdf/${encodeURIComponent(slug)}/?v=${viewerProfileId}&e=${e}&s=${s}`;
    },
    verify({ slug, v, e, s }, now) {
      const expected = Buffer.from(sign(slug, v, e));
      const given = Buffer.from(s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return e * 1000 >= now.getTime();
    },
  };
}
