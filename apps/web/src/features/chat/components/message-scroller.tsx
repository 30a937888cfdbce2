import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const NEAR_PX = 80;

/**
 * The history of a conversation, newest at the bottom. It opens at the bottom, follows new
 * messages while the reader is at the bottom, loads older ones when the reader scrolls to the top
 * (keeping what they were reading in place), and offers the same as a button for keyboards.
 */
export function MessageScroller({
  label,
  children,
  count,
  newestKey,
  hasMore,
  loadingOlder,
  onLoadOlder,
}: {
  label: string;
  children: ReactNode;
  /** How many messages are shown (a change means something was added). */
  count: number;
  /** The newest message's identity: when it changes, something arrived at the bottom. */
  newestKey: string | number | undefined;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastNewest = useRef<typeof newestKey>(undefined);
  const heightBefore = useRef<number | null>(null);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (newestKey !== lastNewest.current) {
      lastNewest.current = newestKey;
      // Something new at the bottom: follow it if the reader was there (or it is the first page).
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    } else if (heightBefore.current !== null) {
      // Older messages were added above: keep the reader's place.
      box.scrollTop += box.scrollHeight - heightBefore.current;
    }
    heightBefore.current = null;
  }, [count, newestKey]);

  const onScroll = () => {
    const box = ref.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_PX;
    if (box.scrollTop < NEAR_PX && hasMore && !loadingOlder) older();
  };

  const older = () => {
    heightBefore.current = ref.current?.scrollHeight ?? null;
    onLoadOlder();
  };

  return (
    <Box
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      data-testid="message-log"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      bg="gray.0"
      px="sm"
      py="xs"
    >
      {hasMore && (
        <Center py={4}>
          {loadingOlder ? (
            <Loader size="sm" role="status" aria-label={t('conversation.loading')} />
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={older}>
              {t('conversation.loadOlder')}
            </Button>
          )}
        </Center>
      )}
      <Box component="ol" p={0} m={0} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {children}
      </Box>
    </Box>
  );
}
