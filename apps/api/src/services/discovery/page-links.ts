/**
 * `next` and `previous` of a list answer (DESIGN.md §4): the same relative URL with the same
 * query, only the page changed, or null at either end.
 */
export function pageLinks(
  requestUrl: string,
  {
    count,
    page,
    limit,
    countCapped = false,
  }: { count: number; page: number; limit: number; countCapped?: boolean },
): { next: string | null; previous: string | null } {
  const withPage = (n: number) => {
    const url = new URL(requestUrl, 'http://internal');
    url.searchParams.set('page', String(n));
    return `${url.pathname}${url.search}`;
  };
  const lastPage = Math.ceil(count / limit);
  return {
    // A capped count (decision 038) means more results than counted: there is always a next page.
    next: page < lastPage || countCapped ? withPage(page + 1) : null,
    // Past the end, "previous" leads back to the last page that has results.
    previous: page > 1 ? withPage(Math.min(page - 1, Math.max(lastPage, 1))) : null,
  };
}
