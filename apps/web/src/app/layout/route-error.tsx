import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { useMessage } from '@/lib/use-message';

function RouteError() {
  const message = useMessage();
  return <ErrorScreen title={message('errorOccurred')} />;
}

/** Any error thrown while rendering a screen: 'An error occurred' with a way home (SPEC.md §2). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
