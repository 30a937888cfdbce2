import { useQuery } from '@tanstack/react-query';
import { NavCount } from '../shell/nav-count';
import { pendingProfilesQuery } from './queries';

/** The sidebar's number of profiles waiting for approval. */
export function PendingCount() {
  const { data } = useQuery(pendingProfilesQuery());
  return <NavCount count={data?.count} />;
}
