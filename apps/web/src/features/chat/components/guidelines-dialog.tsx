import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_GUIDELINES } from '@rishta/domain';
import { useChatMessage, useGuidelineRules } from '../chat-i18n';

/**
 * The 'Important Guidelines' popup the Chat App opens with (SPEC.md §2, §5): the nine rules and an
 * agree box; OK is enabled only once the box is ticked.
 */
export function GuidelinesDialog({
  opened,
  onAgree,
  onCancel,
}: {
  opened: boolean;
  onAgree: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const rules = useGuidelineRules(CHAT_GUIDELINES);
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={message('chatGuidelinesTitle')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('guidelines.intro')}
        </Text>
        <List type="ordered" spacing={6} fz="sm">
          {rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
        <Checkbox
          label={t('guidelines.agree')}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('guidelines.cancel')}
          </Button>
          <Button onClick={onAgree} disabled={!agreed} miw={96}>
            {t('guidelines.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
