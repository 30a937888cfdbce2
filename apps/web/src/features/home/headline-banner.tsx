import { useState, type CSSProperties } from 'react';
import { ActionIcon, Button, Skeleton, useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HeaderMessage } from '@rishta/domain';
import { PauseIcon, PlayIcon } from '@/components/icons';
import { useOffline } from '@/lib/offline';
import { useHeaderMessages } from './use-header-messages';
import classes from './headline-banner.module.css';

// Reading pace of the ticker: seconds per character of one run, and never faster than this.
const SECONDS_PER_CHARACTER = 0.16;
const MIN_DURATION_SECONDS = 14;

/**
 * The running headline banner of the home page (SPEC.md §1). Moving text is hard to read, so it
 * stops under the pointer or keyboard focus, can be paused (then shown as a plain list), never moves
 * for people who ask their device for reduced motion, and screen readers get the plain list.
 */
export function HeadlineBanner() {
  const { t } = useTranslation('home');
  const { dir } = useDirection();
  const query = useHeaderMessages();
  // Read after the first render, as the server drew it (it cannot know the device's setting):
  // reading it at once made the page differ from the server's and React draw it all again. Until
  // then the stylesheet keeps the ticker still for these people.
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: true });
  const [paused, setPaused] = useState(false);
  const offline = useOffline();
  const messages = query.data?.filter((m) => m.message.trim()) ?? [];

  if (query.isPending) {
    return (
      <div className={classes.banner} aria-hidden="true">
        <Skeleton h={14} w="60%" radius="xl" opacity={0.25} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    // Offline with no headlines kept, nothing: the offline notice above says why.
    if (offline) return null;
    return (
      <section className={classes.banner} aria-label={t('banner.label')} data-dir={dir}>
        <span style={{ flex: 1 }}>{t('banner.loadFailed')}</span>
        <Button
          size="compact-sm"
          variant="white"
          className={classes.control}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('retry')}
        </Button>
      </section>
    );
  }
  if (messages.length === 0) return null;

  const still = paused || reducedMotion;
  return (
    <section className={classes.banner} aria-label={t('banner.label')} data-dir={dir}>
      <span className={classes.tag} aria-hidden="true">
        {t('banner.tag')}
      </span>
      {still ? (
        <ul className={classes.staticList}>
          {messages.map((m) => (
            <li key={m.id} className={classes.staticItem} dir="auto">
              {m.message}
            </li>
          ))}
        </ul>
      ) : (
        <div className={classes.viewport}>
          <ul className="visually-hidden">
            {messages.map((m) => (
              <li key={m.id}>{m.message}</li>
            ))}
          </ul>
          <div
            className={classes.track}
            aria-hidden="true"
            style={{ '--marquee-duration': `${duration(messages)}s` } as CSSProperties}
          >
            <MessageRun messages={messages} />
            <MessageRun messages={messages} />
          </div>
        </div>
      )}
      {!reducedMotion && (
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          className={classes.control}
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('banner.play') : t('banner.pause')}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </ActionIcon>
      )}
    </section>
  );
}

function MessageRun({ messages }: { messages: HeaderMessage[] }) {
  return (
    <div className={classes.run}>
      {messages.map((m) => (
        <span key={m.id} className={classes.item} dir="auto">
          {m.message}
        </span>
      ))}
    </div>
  );
}

function duration(messages: HeaderMessage[]): number {
  const characters = messages.reduce((sum, m) => sum + m.message.length + 8, 0);
  return Math.max(MIN_DURATION_SECONDS, Math.round(characters * SECONDS_PER_CHARACTER));
}
