/**
 * What the web app may load. Videos come from YouTube's privacy-enhanced domain and their
 * thumbnails from its image host; everything else is our own origin. Mantine injects style tags.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
  frameSrc: ['https://www.youtube-nocookie.com'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
