import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Card,
  Container,
  Group,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { YouTubeIcon } from '@/components/brand-icons';
import { ExternalIcon, GlobeIcon, ShareIcon } from '@/components/icons';
import { ChatIcon, MailIcon, ShieldCheckIcon } from '@/components/page-icons';
import { SCHOLARSHIP_SECTIONS, type ScholarshipLink, type ScholarshipSection } from './scholarship-links';
import classes from './scholarships.module.css';

const SECTION_ICONS: Record<ScholarshipSection['id'], ReactNode> = {
  videoChannels: <YouTubeIcon />,
  websites: <GlobeIcon />,
  messagingGroups: <ChatIcon />,
  socialPages: <ShareIcon />,
  mail: <MailIcon />,
};

const sectionHeadingId = (id: ScholarshipSection['id']) => `scholarships-${id}`;

function isWebLink(href: string) {
  return href.startsWith('https://') || href.startsWith('http://');
}

function LinkCard({ link }: { link: ScholarshipLink }) {
  const { t } = useTranslation('scholarships');
  const web = isWebLink(link.href);
  const description =
    link.description && t(`links.${link.key}.description`, { defaultValue: link.description });
  return (
    <Card component="li" withBorder radius="md" padding="md" className={classes.card}>
      <Title order={3} fz="md" lh={1.4}>
        <Anchor
          href={link.href}
          className={classes.link}
          fw={700}
          {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {t(`links.${link.key}.label`, { defaultValue: link.label })}
          {web && (
            <>
              <ExternalIcon size={14} style={{ marginInlineStart: 6, verticalAlign: '-1px' }} />
              <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
            </>
          )}
        </Anchor>
      </Title>
      {description && (
        <Text fz="sm" mt={6}>
          {description}
        </Text>
      )}
      {web && (
        <Text fz="xs" c="dimmed" mt="xs">
          <bdi>{new URL(link.href).hostname.replace(/^www\./, '')}</bdi>
        </Text>
      )}
    </Card>
  );
}

function Section({ section }: { section: ScholarshipSection }) {
  const { t } = useTranslation('scholarships');
  const headingId = sectionHeadingId(section.id);
  return (
    <Box component="section" aria-labelledby={headingId} mt="xl">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md">
          {SECTION_ICONS[section.id]}
        </ThemeIcon>
        <Title order={2} id={headingId} fz={{ base: 20, sm: 24 }} className={classes.jump}>
          {t(`sections.${section.id}.title`)}
        </Title>
      </Group>
      <Text mt={6} mb="md">
        {t(`sections.${section.id}.description`)}
      </Text>
      <ul className={classes.list}>
        {section.links.map((link) => (
          <LinkCard key={link.key} link={link} />
        ))}
      </ul>
    </Box>
  );
}

/** Static lists of scholarship resources (SPEC.md §2), grouped by where the help comes from. */
export function ScholarshipsPage() {
  const { t } = useTranslation('scholarships');
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')} description={t('intro')} />

      <Alert variant="light" role="note" radius="md" title={t('freeNoticeTitle')} icon={<ShieldCheckIcon />}>
        {t('freeNotice')}
      </Alert>

      <Box component="nav" aria-label={t('onThisPage')} mt="lg">
        <Box
          component="ul"
          display="flex"
          style={{
            flexWrap: 'wrap',
            gap: 'var(--mantine-spacing-xs)',
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {SCHOLARSHIP_SECTIONS.map((section) => (
            <li key={section.id}>
              <Anchor
                href={`#${sectionHeadingId(section.id)}`}
                fz="sm"
                fw={600}
                underline="never"
                px="sm"
                py={6}
                bd="1px solid var(--mantine-color-rishta-2)"
                bg="var(--mantine-color-rishta-0)"
                style={{ display: 'inline-block', borderRadius: 999 }}
              >
                {t(`sections.${section.id}.title`)}
              </Anchor>
            </li>
          ))}
        </Box>
      </Box>

      {SCHOLARSHIP_SECTIONS.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </Container>
  );
}
