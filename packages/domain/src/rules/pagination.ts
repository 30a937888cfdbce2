// Pagination of profile lists: 20 a page (SPEC.md §9, DESIGN §4).

import { PAGE_SIZE } from '../constants/limits';

// The spec's category page rounds total/20 down, which would hide a last partial page (25
// matches would show one page of 20). We round up so every match is reachable.
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}
