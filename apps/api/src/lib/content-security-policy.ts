/** The configured places the web app loads from, besides its own origin (issue 28). */
export interface PolicyOrigins {
  /** VITE_API_BASE: where the web app calls the API and opens the chat socket. */
  apiBase?: string;
  /** VITE_CHAT_BASE: the chat service's base, when it is set apart from the API's. */
  chatBase?: string;
  /** VITE_AD_IMAGE_URL: the ad slot's image. */
  adImageUrl?: string;
  /** Where photos and PDFs are served from; today always the site itself (signed `/api/media/` links). */
  mediaBase?: string;
}

/** The origin of an absolute http(s) URL; nothing for a path on the site's own origin. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/** The origin and its WebSocket twin (`https:` → `wss:`): the chat socket lives under the API base. */
function withSocket(origin: string | undefined): string[] {
  return origin ? [origin, origin.replace(/^http/, 'ws')] : [];
}

const distinct = (values: (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => v !== undefined)),
];

/**
 * What the web app may load. Videos come from YouTube's privacy-enhanced domain and their
 * thumbnails from its image host; Mantine injects style tags. Everything else is our own origin
 * plus the origins the deployment configures, so a configured address is never blocked by our own
 * policy.
 */
export function contentSecurityPolicy(origins: PolicyOrigins = {}) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: distinct([
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      originOf(origins.adImageUrl),
      originOf(origins.mediaBase),
    ]),
    frameSrc: ['https://www.youtube-nocookie.com'],
    connectSrc: distinct([
      "'self'",
      ...withSocket(originOf(origins.apiBase)),
      ...withSocket(originOf(origins.chatBase)),
    ]),
    fontSrc: ["'self'", 'data:'],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
