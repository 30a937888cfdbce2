/**
 * The console's lists are worked on by several moderators at once all day (the public app keeps
 * answers for minutes to save mobile data): they count as stale after 30 s, refresh when the tab
 * comes back into view and once a minute while it is open.
 */
export const LIVE = { staleTime: 30_000, refetchOnWindowFocus: true, refetchInterval: 60_000 } as const;
