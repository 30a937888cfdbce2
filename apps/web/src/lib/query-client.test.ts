import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { queryClient } from './query-client';

const retry = queryClient.getDefaultOptions().queries?.retry as (failures: number, error: Error) => boolean;

describe('queryClient retries', () => {
  it('tries a failed request twice more online, but not an answer the API refused', () => {
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, new ApiError(404, null))).toBe(false);
    expect(retry(0, new ApiError(503, null))).toBe(true);
  });

  it('never tries again offline, so a page shows what it has at once (issue 32)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
