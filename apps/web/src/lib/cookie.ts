/**
 * Keeps a cookie the server reads (issue 31: the page's language, the signed-in hint) in step with
 * what the app stores: set for a year, or removed with null. Written only when it changes.
 */
export function keepCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const current = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (value !== null && current !== `${name}=${value}`)
    document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
  if (value === null && current !== undefined) document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}
