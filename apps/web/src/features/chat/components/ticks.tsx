import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import type { TickState } from '../lib/messages';

/** The colour of each state: read is the blue double tick of SPEC.md §4, a refusal is red. */
export const TICK_COLOURS: Record<TickState, string> = {
  pending: 'var(--mantine-color-gray-7)',
  sent: 'var(--mantine-color-gray-7)',
  received: 'var(--mantine-color-gray-7)',
  read: 'var(--mantine-color-blue-7)',
  failed: 'var(--mantine-color-red-8)',
};

/** How many ticks a state shows (0: a clock or a warning sign instead). */
export function tickCount(state: TickState): 0 | 1 | 2 {
  if (state === 'sent') return 1;
  if (state === 'received' || state === 'read') return 2;
  return 0;
}

/**
 * The delivery state of one of the caller's messages: single tick (sent), double (received),
 * blue double (read), a clock while it waits for the connection, a warning when refused. The
 * icon is drawn for the eye; its name is text for screen readers.
 */
export function Ticks({ state }: { state: TickState }) {
  const { t } = useTranslation('chat');
  const count = tickCount(state);
  const label = t(`ticks.${state}`);
  return (
    <span
      data-tick={state}
      title={label}
      style={{ display: 'inline-flex', alignItems: 'center', color: TICK_COLOURS[state] }}
    >
      {count === 0 ? (
        state === 'pending' ? (
          <Icon size={14}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </Icon>
        ) : (
          <Icon size={14}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v6M12 16.5v.5" />
          </Icon>
        )
      ) : (
        <Icon size={count === 2 ? 18 : 14} viewBox={count === 2 ? '0 0 28 24' : '0 0 24 24'}>
          <path d="m4 12.5 5 5L20 6.5" />
          {count === 2 && <path d="m13 16 1.5 1.5L25.5 6.5" />}
        </Icon>
      )}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
