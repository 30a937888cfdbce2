import { useQuery } from '@tanstack/react-query';
import { NavCount } from '../shell/nav-count';
import { deletionQueueQuery } from './queries';

/** The sidebar's number of deletion requests waiting to be carried out. */
export function DeletionCount() {
  const { data } = useQuery(deletionQueueQuery());
  return <NavCount count={data?.count} />;
}
