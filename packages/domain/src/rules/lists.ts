// The API keeps the spec's comma-separated wire fields (favourite_profile_ids,
// visited_profile_ids, the `code` filter) while the tables stay normalised (DESIGN §6).

export function parseCommaList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function toCommaList(items: readonly (string | number)[]): string {
  return items.map(String).join(',');
}
