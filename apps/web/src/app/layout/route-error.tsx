import { ErrorScreen } from '@/components/error-screen';
import { useMessage } from '@/lib/use-message';

/** Any error thrown while rendering a route: 'An error occurred' with a way home (SPEC.md §2). */
export function RouteError() {
  const message = useMessage();
  return <ErrorScreen title={message('errorOccurred')} />;
}
