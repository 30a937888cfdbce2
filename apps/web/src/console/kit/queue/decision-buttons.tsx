import { Button, Group } from '@mantine/core';
import type { Decision } from './use-decision';

/**
 * The two decisions on an item that is accepted or turned down (a new profile, an identity
 * document): turning down opens its dialog (it asks why), accepting is taken at once. Both wait
 * while either is on its way.
 */
export function DecisionButtons<Action extends string>({
  decision,
  reject,
  accept,
}: {
  decision: Decision<Action>;
  reject: { action: Action; label: string };
  accept: { action: Action; label: string; disabled?: boolean };
}) {
  const busy = decision.busy !== null;
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        color="red.8"
        variant="outline"
        onClick={() => decision.open(reject.action)}
        disabled={busy}
        loading={decision.busy === reject.action}
      >
        {reject.label}
      </Button>
      <Button
        onClick={() => decision.decide(accept.action)}
        disabled={accept.disabled || busy}
        loading={decision.busy === accept.action}
        miw={120}
      >
        {accept.label}
      </Button>
    </Group>
  );
}
