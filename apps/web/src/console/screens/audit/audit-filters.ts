// The audit log's filters live in the address (/admin/audit?account_id=7), so a link from another
// screen, a reload or a shared URL shows the same entries. The names are the API's own.

export const FILTER_KEYS = ['actor', 'action', 'account_id', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<FilterKey, string>>;

/** The filters an address holds, trimmed, empty ones left out. */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The filters as a query, in a fixed order (the same filters are the same address and cache key). */
export function filtersToParams(filters: AuditFilters, beforeId?: number | null): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (beforeId) params.set('before_id', String(beforeId));
  return params;
}

export const hasFilters = (filters: AuditFilters) => FILTER_KEYS.some((key) => filters[key]);

/** A page of GET /admin/audit/ for these filters: the first, or the one older than `beforeId`. */
export function auditPath(filters: AuditFilters, beforeId?: number | null): string {
  const query = filtersToParams(filters, beforeId).toString();
  return query ? `/audit/?${query}` : '/audit/';
}
