import type { MediaUrls } from '../../../lib/media-urls';

/**
 * How long a staff link to a clear photo, an identity document or report evidence lives (issue 13:
 * a short-lived signed URL only staff get). The media plugin rounds such short lifetimes up to the
 * minute, so a link dies 5 to 6 minutes after it was made; the console asks again on each view.
 */
export const STAFF_MEDIA_URL_SECONDS = 5 * 60;

/** A signed link for staff eyes to a stored file: a full photo, a document, evidence. */
export const staffMediaUrl = (urls: MediaUrls, key: string) => urls.url(key, STAFF_MEDIA_URL_SECONDS);
