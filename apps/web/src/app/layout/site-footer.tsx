import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, type CountResponse } from '@rishta/domain';
import { api } from '@/lib/api';
import { ShareIcon, StarIcon } from '@/components/icons';
import { AdSlot } from '@/components/ad-slot';
import { siteConfig } from '@/config/site';

import { AppDownloadPrompt } from './app-download-prompt';
import { FOLLOW_LINKS } from './social-links';
import { paths } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';

// The share dialog's code loads when someone wants to share.
const ShareDialog = lazyPart(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

export function SiteFooter() {
  const { t } = useTranslation();
  const [shareOpen, share] = useDisclosure(false);
  const [shareUsed, setShareUsed] = useState(false);
  const partnerFound = useQuery({
    queryKey: ['partner-found'],
    queryFn: () => api<CountResponse>('/configs/count/partner-found'),
  });
  const follow = FOLLOW_LINKS.filter((l) => l.href);

  return (
    <Box component="footer" bg="rishta.9" c="white" mt="xl" pt="lg" pb={80}>
      <Container size="lg">
        <Stack gap="md" align="center" ta="center">
          <AdSlot />
          {partnerFound.data && partnerFound.data.count > 0 && (
            <Text fw={600} data-testid="partner-found">
              {t('footer.partnerFound', {
                count: partnerFound.data.count,
                formatted: formatCount(partnerFound.data.count),
              })}
            </Text>
          )}
          <Group justify="center" gap="sm">
            <Button
              component="a"
              href={siteConfig.playStoreUrl ?? paths.feedback}
              target={siteConfig.playStoreUrl ? '_blank' : undefined}
              rel="noopener noreferrer"
              variant="white"
              color="rishta.9"
              size="sm"
              leftSection={<StarIcon size={16} />}
            >
              {t('footer.rateUs')}
            </Button>
            <Button
              variant="white"
              color="rishta.9"
              size="sm"
              leftSection={<ShareIcon size={16} />}
              onClick={() => {
                setShareUsed(true);
                share.open();
              }}
            >
              {t('footer.share')}
            </Button>
          </Group>
          {follow.length > 0 && (
            <Group gap="xs" justify="center" aria-label={t('footer.followUs')}>
              {follow.map(({ key, href, Icon }) => (
                <ActionIcon
                  key={key}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="white"
                  size="lg"
                  aria-label={t(`social.${key}`)}
                >
                  <Icon />
                </ActionIcon>
              ))}
            </Group>
          )}
          <Group gap="md" justify="center">
            <Anchor component={Link} to={paths.about} c="white" fz="sm">
              {t('nav.about')}
            </Anchor>
            <Anchor component={Link} to={paths.terms} c="white" fz="sm">
              {t('nav.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.feedback} c="white" fz="sm">
              {t('nav.feedback')}
            </Anchor>
          </Group>
          <Text fz="sm" c="rishta.1">
            {t('footer.freeNotice')}
          </Text>
          <Text fz="xs" c="rishta.1">
            © {new Date().getFullYear()} {t('appName')}
          </Text>
        </Stack>
      </Container>
      {shareUsed && (
        <Suspense fallback={null}>
          <ShareDialog opened={shareOpen} onClose={share.close} />
        </Suspense>
      )}
      <AppDownloadPrompt />
    </Box>
  );
}
