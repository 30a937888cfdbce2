import { useState } from 'react';
import { Button, Checkbox, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const ACKNOWLEDGEMENTS = ['muslim', 'notAgent', 'noMisuse', 'correctInfo', 'freeService'] as const;

/**
 * The signup acknowledgement (§2, §5): all five boxes must be ticked before the form opens.
 * It cannot be dismissed by tapping outside: Cancel is the only other way out (to the home page).
 */
export function AcknowledgementDialog({
  opened,
  onAccept,
  onCancel,
}: {
  opened: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('signup');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const allTicked = ACKNOWLEDGEMENTS.every((key) => ticked.has(key));
  const toggle = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('acknowledgement.title')}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text fz="sm">{t('acknowledgement.intro')}</Text>
        {ACKNOWLEDGEMENTS.map((key) => (
          <Checkbox
            key={key}
            size="md"
            label={t(`acknowledgement.${key}`)}
            checked={ticked.has(key)}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
          />
        ))}
        {!allTicked && (
          <Text fz="sm" c="dimmed">
            {t('acknowledgement.tickAll')}
          </Text>
        )}
        {/* One under the other on a phone: side by side, a long label ('ஒப்புக்கொள்கிறேன்') was cut. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          <Button variant="default" size="md" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button size="md" disabled={!allTicked} onClick={onAccept}>
            {t('acknowledgement.accept')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
