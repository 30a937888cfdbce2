/**
 * Every key path of a nested translation object, with the {{placeholders}} each text uses, sorted:
 * a translation that equals English's has every key (a missing one would show English mid-page)
 * and every placeholder (a missing one would drop a name or a number from the sentence).
 */
export function translationShape(messages: unknown): string[] {
  return keyPaths(messages, '').sort();
}

function keyPaths(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') {
    const placeholders = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    return [`${prefix} ${placeholders.join(',')}`];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keyPaths(v, prefix ? `${prefix}.${k}` : k),
  );
}
