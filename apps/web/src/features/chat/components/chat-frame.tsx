import { useEffect, useState, type ReactNode } from 'react';
import { Box, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_BAR_HEIGHT } from '@rishta/domain';

/**
 * The visible height of the window: smaller than 100dvh while a phone's keyboard is open, so the
 * message box stays above the keyboard instead of under it.
 */
function useVisibleHeight(): number | null {
  const [height, setHeight] = useState<number | null>(() => window.visualViewport?.height ?? null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      setHeight(viewport.height);
      // The browser may have scrolled the page to show the focused box: the frame is sized to the
      // visible part now, so the page goes back to the top of it.
      if (viewport.height < window.innerHeight) window.scrollTo({ top: 0 });
    };
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return height;
}

/** True on a phone-sized screen, where the list and the conversation are separate views. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', window.innerWidth < 768) ?? false;
}

/**
 * A chat screen: the page's h1, then the list and the conversation filling the window below the
 * app bar. Side by side from 768 px; on a phone one at a time, like a phone chat app.
 */
export function ChatFrame({
  title,
  list,
  detail,
  showDetail,
}: {
  title: string;
  list: ReactNode;
  detail: ReactNode;
  /** On a phone: the conversation is open (else the list shows). */
  showDetail: boolean;
}) {
  const phone = usePhoneLayout();
  const visible = useVisibleHeight();
  const height = visible ? `${visible - APP_BAR_HEIGHT}px` : `calc(100dvh - ${APP_BAR_HEIGHT}px)`;
  return (
    <Box
      style={{ height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="chat-frame"
    >
      <title>{title}</title>
      <Title
        order={1}
        className={phone && showDetail ? 'visually-hidden' : undefined}
        fz={20}
        px="md"
        pt="sm"
        pb={6}
      >
        {title}
      </Title>
      <Box
        style={{ flex: 1, minHeight: 0, display: 'flex', borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        {(!phone || !showDetail) && (
          <Box
            component="section"
            style={{
              width: phone ? '100%' : 340,
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              minHeight: 0,
              borderInlineEnd: phone ? undefined : '1px solid var(--mantine-color-gray-3)',
            }}
          >
            {list}
          </Box>
        )}
        {(!phone || showDetail) && (
          <Box
            component="section"
            style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            {detail}
          </Box>
        )}
      </Box>
    </Box>
  );
}
