import { Button, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';

/** Back to the list (SPEC.md §2: the chat boxes have a Back button); the arrow follows the reading direction. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('chat');
  const rtl = useDirection().dir === 'rtl';
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      px={6}
      onClick={onClick}
      leftSection={
        <Icon size={18} style={rtl ? { transform: 'scaleX(-1)' } : undefined}>
          <path d="M15 18l-6-6 6-6" />
        </Icon>
      }
    >
      <span className="wide-label">{t('conversation.back')}</span>
    </Button>
  );
}
