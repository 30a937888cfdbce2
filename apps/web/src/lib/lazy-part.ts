import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * `React.lazy` for a route or a part of a page. On the server that draws pages (decision 065) a
 * lazy part's module is imported once per process, so each drawing asks for it again (an import
 * already loaded costs nothing): that is how the page names the modules it used, for the browser
 * to fetch them together.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const Part = lazy(load);
  if (!import.meta.env.SSR) return Part as ComponentType<ComponentProps<T>>;
  return function DrawnPart(props: ComponentProps<T>) {
    load().catch(() => undefined);
    return createElement(Part, props);
  };
}
