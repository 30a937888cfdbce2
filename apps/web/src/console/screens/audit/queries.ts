import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditActions, AuditPage } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { ADMIN_KEY } from '../../kit/api/staff-queries';
import { auditPath, filtersToParams, type AuditFilters } from './audit-filters';

const AUDIT = [ADMIN_KEY, 'audit'] as const;

/** GET /admin/audit/actions/: every action the log holds, for the filter menu. */
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: [...AUDIT, 'actions'],
    queryFn: () => staffApi<AuditActions>('/audit/actions/'),
    staleTime: 5 * 60_000,
  });

/**
 * GET /admin/audit/ newest first, 50 a page; each further page starts below the last id shown
 * (`next_before_id`), so rows written meanwhile never shift a page. The log only grows and is
 * read, not worked, so it is not refreshed behind the reader's back.
 */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...AUDIT, 'log', filtersToParams(filters).toString()],
    queryFn: ({ pageParam }) => staffApi<AuditPage>(auditPath(filters, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before_id,
    staleTime: 30_000,
  });
