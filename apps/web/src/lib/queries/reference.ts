// Reference lists change rarely: fetched once per visit and kept while the user moves between
// pages and steps, so a slow connection does not load them twice.
export const REFERENCE = { staleTime: Infinity, gcTime: Infinity } as const;
