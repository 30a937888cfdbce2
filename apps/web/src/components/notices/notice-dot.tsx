// A dot on the drawer's entry for the owner's page while a moderators' notice waits unread
// (issue 13): the page itself shows the notice. Loaded with the drawer, never with the home page.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyNotices } from '@/lib/queries/notices';

export function NoticeDot() {
  const { t, ready } = useTranslation('notices', { useSuspense: false });
  const unread = useMyNotices().data?.unread_count ?? 0;
  if (!ready || unread === 0) return null;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('dot.unread', { count: unread })}
      title={t('dot.unread', { count: unread })}
      data-testid="notice-dot"
      display="inline-block"
      w={10}
      h={10}
      bg="red.8"
      style={{ borderRadius: '50%' }}
    />
  );
}
