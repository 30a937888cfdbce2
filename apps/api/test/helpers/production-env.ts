/** What a careful operator sets for production on the embedded database (issue 28): this starts. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  MEDIA_SECRET: 'x'.repeat(40),
  NOTIFIER: 'outbox',
  EMBEDDED_DB: 'true',
  LOG_LEVEL: 'silent',
};
