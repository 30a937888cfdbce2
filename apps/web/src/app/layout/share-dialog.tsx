import { Button, CopyButton, Group, Modal, SimpleGrid, Stack, Text, ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { siteConfig } from '@/config/site';
import { shareLinks } from './social-links';

export function ShareDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const url = siteConfig.siteUrl || window.location.origin;
  const text = t('share.text', { count: siteConfig.shareProfileCount });
  const links = shareLinks(text, url).filter((l) => l.href);
  const canNativeShare = typeof navigator !== 'undefined' && 'share' in navigator;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('share.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>{message('shareDialog')}</Text>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
        <SimpleGrid cols={4} spacing="sm">
          {links.map(({ key, href, Icon }) => (
            <Stack key={key} gap={4} align="center">
              <ActionIcon
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                size={48}
                radius="xl"
                variant="light"
                aria-label={t(`social.${key}`)}
              >
                <Icon size={24} />
              </ActionIcon>
              <Text fz="xs" aria-hidden="true">
                {t(`social.${key}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group grow>
          <CopyButton value={`${text} ${url}`}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
          {canNativeShare && (
            <Button
              onClick={() => void navigator.share({ title: t('appName'), text, url }).catch(() => undefined)}
            >
              {t('share.more')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
