import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@rishta/domain';

/**
 * The message box, pinned to the bottom of the conversation. Enter sends, Shift+Enter starts a
 * new line. The box empties as soon as a message is sent, so the next one can be typed while the
 * first is on its way; `onSend` answers whether it left, and when it did not, its text comes back
 * (unless the person has started the next one, which is never overwritten).
 */
export function Composer({
  onSend,
  disabled,
}: {
  onSend: (text: string) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const hintId = useId();

  const submit = async () => {
    const trimmed = text.trim();
    // SPEC.md §5: a message must be non-empty after trimming.
    if (!trimmed || sending) return;
    setSending(true);
    setText('');
    try {
      if (!(await onSend(trimmed))) setText((typed) => (typed === '' ? text : typed));
    } catch (error) {
      setText((typed) => (typed === '' ? text : typed));
      throw error;
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" p="xs">
        <Textarea
          aria-label={t('composer.label')}
          aria-describedby={hintId}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={TEXT_MAX.chat}
          disabled={disabled}
          dir="auto"
          style={{ flex: 1 }}
          radius="xl"
        />
        <Button type="submit" radius="xl" loading={sending} disabled={disabled || !text.trim()}>
          {t('composer.send')}
        </Button>
      </Group>
      <span id={hintId} className="visually-hidden">
        {t('composer.hint')}
      </span>
    </form>
  );
}
