import { useState } from 'react';
import { AspectRatio, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blog } from '@rishta/domain';
import { ExternalIcon } from '@/components/icons';

/** A news item: preview image, title, description and a Read More link to the article. */
export function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation('news');
  const [imageFailed, setImageFailed] = useState(false);
  const title = blog.title || blog.preview.title;
  const image = imageFailed ? null : blog.preview.image;
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Card.Section>
        {/* Tinted while the lazy image loads, so a slow connection never shows an empty box. */}
        <AspectRatio ratio={16 / 9} bg="rishta.0">
          {image ? (
            <img
              src={image}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setImageFailed(true)}
              style={{ objectFit: 'cover' }}
            />
          ) : (
            <Box
              style={{
                background:
                  'linear-gradient(135deg, var(--mantine-color-rishta-7), var(--mantine-color-rishta-4))',
              }}
            />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" lh={1.35} lineClamp={3} dir="auto">
          {title}
        </Title>
        {blog.preview.description && (
          <Text fz="sm" c="gray.7" lineClamp={4} dir="auto">
            {blog.preview.description}
          </Text>
        )}
      </Stack>
      <Button
        component="a"
        href={blog.link}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        mt="md"
        rightSection={<ExternalIcon size={14} />}
        aria-label={t('readMoreLabel', { title })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('readMore')}
      </Button>
    </Card>
  );
}
