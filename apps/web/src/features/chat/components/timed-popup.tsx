import { useEffect } from 'react';
import { Paper, Portal, Text } from '@mantine/core';

/**
 * A popup that goes away by itself (SPEC.md §8: the group error after 3 s, the join success after
 * 2 s). It is a live region, so screen readers announce it without moving the focus.
 */
export function TimedPopup({
  text,
  tone,
  durationMs,
  onDone,
}: {
  text: string | null;
  tone: 'success' | 'error';
  durationMs: number;
  onDone: () => void;
}) {
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [text, durationMs, onDone]);
  return (
    <Portal>
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        style={{
          position: 'fixed',
          insetInline: 0,
          top: 72,
          zIndex: 400,
          display: 'flex',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        {text && (
          <Paper
            shadow="md"
            radius="md"
            px="md"
            py="sm"
            mx="md"
            bg={tone === 'error' ? 'red.8' : 'rishta.8'}
            data-testid="timed-popup"
          >
            <Text c="white" fw={600} fz="sm">
              {text}
            </Text>
          </Paper>
        )}
      </div>
    </Portal>
  );
}
