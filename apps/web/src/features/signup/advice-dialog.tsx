import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import type { MessageKey } from '@rishta/domain';

/** §8 advice popups (polygamy, self-created unmarried profile, female privacy): a message and OK. */
export function AdviceDialog({ message, onClose }: { message: MessageKey | null; onClose: () => void }) {
  const { t } = useTranslation('signup');
  const text = useMessage();
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('advice.title')} centered size="md">
      {message && <Text mb="lg">{text(message)}</Text>}
      <Button fullWidth size="md" onClick={onClose}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
