import { Link } from 'react-router';
import { ActionIcon, Badge, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '@/components/page-icons';
import { paths } from '@/config/paths';
import { useChatLive, useLiveConnection } from './live/chat-live';
import { useFriends } from './live/use-friends';

// The unread badge (issue 14) in the top bar and the drawer. It is its own lazy chunk, loaded
// only for a logged-in user, so it costs the home page nothing; it holds the live connection
// open, so the count moves as messages arrive on any page.

function useUnreadTotal(): number {
  const live = useChatLive();
  useLiveConnection(live);
  return useFriends(live).data?.unread_total ?? 0;
}

/** The count alone, for the drawer's Chat entry; nothing when all is read. */
export function UnreadCount() {
  const { t } = useTranslation();
  const total = useUnreadTotal();
  if (!total) return null;
  return (
    <Badge color="red.8" size="sm" circle={total < 10} data-testid="drawer-unread">
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="visually-hidden">{t('nav.unreadChats', { count: total })}</span>
    </Badge>
  );
}

/** The top bar's Chat button with the unread count on it. */
export function TopBarChatLink() {
  const { t } = useTranslation();
  const total = useUnreadTotal();
  return (
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <ActionIcon
        component={Link}
        to={paths.chatIndex}
        variant="subtle"
        size="lg"
        aria-label={total ? t('nav.chatWithUnread', { count: total }) : t('nav.chat')}
        data-testid="topbar-chat"
      >
        <ChatIcon size={22} />
      </ActionIcon>
      {total > 0 && (
        <Badge
          color="red.8"
          size="xs"
          circle={total < 10}
          aria-hidden="true"
          pos="absolute"
          style={{ pointerEvents: 'none', top: -2, insetInlineEnd: -4 }}
          data-testid="topbar-unread"
        >
          {total > 99 ? '99+' : total}
        </Badge>
      )}
    </Box>
  );
}
