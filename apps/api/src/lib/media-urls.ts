/** Signs links to stored files; the media plugin provides it, services only use it. */
export interface MediaUrls {
  /** A short-lived signed URL for a stored file (DESIGN.md §5.4). */
  url(key: string, ttlSeconds?: number): string;
}
