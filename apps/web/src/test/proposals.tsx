import type { ReactElement } from 'react';
import { Notifications } from '@mantine/notifications';
import proposalsEn from '@/i18n/locales/en/proposals.json';
import { renderWithProviders } from '@/test/render-with-providers';

/** Renders with the proposals translations and a real toast container, so toasts can be read. */
export function renderProposals(ui: ReactElement, route = '/') {
  return renderWithProviders(
    <>
      <Notifications />
      {ui}
    </>,
    { namespaces: { proposals: proposalsEn }, route },
  );
}
