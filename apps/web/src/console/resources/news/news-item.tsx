import type { ReactNode } from 'react';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminNews } from '@rishta/domain';
import { TextAreaField, TextField } from '../../kit/content/content-fields';
import type { FieldsProps } from '../../kit/content/content-kind';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { FileField } from '../../kit/content/file-field';
import { TranslationsField } from '../../kit/content/translations-field';
import { dateTime } from '../../kit/format/format-time';

/** A news card: its image, title, link, description and when it was added. */
export function NewsCard({ item: news, actions }: { item: AdminNews; actions: ReactNode }) {
  const { t, i18n } = useTranslation(CONTENT_NS);
  return (
    <Group align="flex-start" gap="md">
      {news.image && (
        <Image src={news.image} alt="" w={120} h={80} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
      )}
      <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{news.title}</bdi>
        </Text>
        <Anchor
          href={news.link}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          dir="ltr"
          style={{ overflowWrap: 'anywhere' }}
        >
          {news.link}
        </Anchor>
        <Text fz="sm" lineClamp={3} dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {news.description}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('addedOn', { when: dateTime(news.created_on, i18n.language) })}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}

/** A news card's fields: title, https link, description and an optional image (kept, removed or replaced). */
export function NewsFields({ item: news }: FieldsProps<AdminNews>) {
  const form = useFormContext();
  const { t } = useTranslation(CONTENT_NS);
  const newImage = form.watch('image');
  return (
    <>
      <TextField name="title" max="title" data-autofocus />
      <TextField name="link" max="link" link />
      <TextAreaField name="description" max="description" rows={[3, 10]} />
      {news?.image && !newImage && (
        <Group gap="md" align="center">
          <Image src={news.image} alt={t('news.currentImage')} w={96} h={64} fit="cover" radius="sm" />
          {/* A plain checkbox: Mantine's would become a chunk shared with public pages, which the
              home page's script then names (issue 13's budget). */}
          <Text component="label" fz="sm" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" {...form.register('remove_image')} style={{ width: 18, height: 18 }} />
            {t('news.removeImage')}
          </Text>
        </Group>
      )}
      <FileField
        name="image"
        label={news?.image ? t('news.replaceImage') : undefined}
        accept="image/*"
        preview
      />
      <TranslationsField
        fields={[
          { name: 'title', max: 'title' },
          { name: 'description', max: 'description', rows: [3, 10] },
        ]}
      />
    </>
  );
}
