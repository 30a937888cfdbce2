import { useQuery } from '@tanstack/react-query';
import { NavCount } from '../shell/nav-count';
import { feedbackInboxQuery } from './queries';

/** The sidebar's number of feedback messages still open. */
export function FeedbackCount() {
  const { data } = useQuery(feedbackInboxQuery('open'));
  return <NavCount count={data?.open_count} />;
}
