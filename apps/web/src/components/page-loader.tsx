import { Center, Loader } from '@mantine/core';

/** The spinner that stands in for a page while it (or the stored session) loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
