import { useQuery } from '@tanstack/react-query';
import { NavCount } from '../shell/nav-count';
import { reportQueueQuery } from './queries';

/** The sidebar's number of open reports. */
export function ReportCount() {
  const { data } = useQuery(reportQueueQuery('open'));
  return <NavCount count={data?.open_count} />;
}
