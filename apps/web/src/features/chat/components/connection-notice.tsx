import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../live/chat-socket';

/** Only a connection that stays down this long is mentioned (not every page's first second). */
const SAY_AFTER_MS = 3_000;

/** A line above the message box while the device is offline or the live connection is down. */
export function ConnectionNotice({ state }: { state: ConnectionState }) {
  const { t } = useTranslation('chat');
  const { online } = useNetwork();
  const [longDown, setLongDown] = useState(false);
  useEffect(() => {
    if (state !== 'down') return;
    const timer = setTimeout(() => setLongDown(true), SAY_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLongDown(false);
    };
  }, [state]);
  if (online && !(state === 'down' && longDown)) return null;
  return (
    <Text role="status" fz="xs" c="gray.9" bg="yellow.1" px="sm" py={4} data-testid="connection-notice">
      {t(online ? 'connection.reconnecting' : 'connection.offline')}
    </Text>
  );
}
