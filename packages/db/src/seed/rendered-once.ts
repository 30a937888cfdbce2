/**
 * The seed's artwork (placeholder portraits, news images, book covers and PDFs) depends only on
 * fixed inputs, so a process renders it once and reuses the bytes: the API tests seed a fresh
 * database per test file, and re-rendering per seed was the largest CPU cost of that suite
 * (sharp's resizes, blurs and mozjpeg). A failed render is forgotten, so the next call retries.
 */
export function renderedOnce<T>(render: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= render().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
