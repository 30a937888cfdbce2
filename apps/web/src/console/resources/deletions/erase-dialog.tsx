import { useState } from 'react';
import { Alert, Box, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARRIAGE_FIXED_DELETION_REASON } from '@rishta/domain';
import { DialogActions } from '../../kit/dialog-actions';
import { LtrInput } from '../../kit/shell/ltr-input';
import { deletionReasonKey } from './deletion-reasons';
import type { DeletionQueueItem } from './deletions';

/** What erasure removes (apps/api services/staff/deletions/erase-person.ts), in the dialog's words. */
const ERASED = ['profile', 'files', 'activity', 'reports', 'sessions'] as const;

/** The typed code matches: spaces around it and letter case do not matter. */
const matches = (typed: string, code: string) => typed.trim().toUpperCase() === code.toUpperCase();

interface EraseProps {
  item: DeletionQueueItem;
  onCancel: () => void;
  onErase: () => Promise<void>;
  error: string | null;
  busy: boolean;
}

/**
 * The last step before erasing a person: exactly what goes, what stays, that it cannot be
 * undone, and the profile code typed by hand, so a tired moderator cannot erase the wrong person
 * with a stray click. `key` it per opening: the typed code never carries over.
 */
function EraseForm({ item, onCancel, onErase, error, busy }: EraseProps) {
  const { t } = useTranslation('console-deletions');
  const [typed, setTyped] = useState('');
  const confirmed = matches(typed, item.profile_code);
  const reason = deletionReasonKey(item.reason);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && !busy) void onErase();
      }}
    >
      <Stack>
        <Alert color="red.9" variant="filled" title={t('erase.cannotUndoTitle')}>
          {t('erase.cannotUndo', { name: item.full_name, code: item.profile_code })}
        </Alert>
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            {t('erase.erasedTitle')}
          </Text>
          {/* A plain list: Mantine's List lives in the home page's chunk, which this must not split. */}
          <Box component="ul" fz="sm" m={0} ps="lg">
            {ERASED.map((part) => (
              <Box component="li" key={part} mb={4}>
                {t(`erase.erased.${part}`)}
              </Box>
            ))}
          </Box>
        </Stack>
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            {t('erase.keptTitle')}
          </Text>
          <Text fz="sm">{t('erase.kept', { reason: reason ? t(reason) : item.reason })}</Text>
          {item.reason === MARRIAGE_FIXED_DELETION_REASON && <Text fz="sm">{t('erase.keptCounter')}</Text>}
        </Stack>
        <LtrInput
          label={t('erase.typeCode', { code: item.profile_code })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          required
          data-autofocus
        />
        <DialogActions
          error={error}
          cancel={t('erase.cancel')}
          submit={t('erase.submit')}
          onCancel={onCancel}
          busy={busy}
          disabled={!confirmed}
        />
      </Stack>
    </form>
  );
}

export function EraseDialog({
  opened,
  opening,
  ...props
}: EraseProps & {
  opened: boolean;
  /** Counts openings: each starts with an empty code box. */
  opening: number;
}) {
  const { t } = useTranslation('console-deletions');
  return (
    <Modal
      opened={opened}
      onClose={props.onCancel}
      title={t('erase.title', { name: props.item.full_name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('erase.close') }}
    >
      <EraseForm key={opening} {...props} />
    </Modal>
  );
}
