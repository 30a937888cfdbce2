import { useState } from 'react';
import { Modal, Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileReview } from './queries';

type Photo = ProfileReview['photos'][number];

/**
 * The photos full size and clear (staff only), as a row of thumbnails; a click opens one large.
 * The links are signed for a few minutes: an image that fails to load asks for fresh links once.
 */
export function ReviewPhotos({
  photos,
  name,
  onExpired,
}: {
  photos: Photo[];
  name: string;
  onExpired: () => void;
}) {
  const { t } = useTranslation('console-profile-review');
  const [open, setOpen] = useState<Photo | null>(null);
  const [retried, setRetried] = useState(false);
  const expired = () => {
    if (retried) return;
    setRetried(true);
    onExpired();
  };
  const alt = (photo: Photo) => t('photos.alt', { name, n: photo.slot + 1 });
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} fz="lg" mb="xs">
        {t('photos.title')}
      </Title>
      {photos.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('photos.none')}
        </Text>
      ) : (
        <SimpleGrid cols={3} spacing="xs">
          {photos.map((photo) => (
            <UnstyledButton
              key={photo.slot}
              onClick={() => setOpen(photo)}
              aria-label={t('photos.enlarge', { n: photo.slot + 1 })}
              style={{
                aspectRatio: '3 / 4',
                overflow: 'hidden',
                borderRadius: 'var(--mantine-radius-sm)',
                background: 'var(--mantine-color-gray-1)',
                cursor: 'zoom-in',
              }}
            >
              <img
                src={photo.url}
                alt={alt(photo)}
                onError={expired}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? alt(open) : ''}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('photos.close') }}
      >
        {open && (
          <img
            src={photos.find((p) => p.slot === open.slot)?.url ?? open.url}
            alt={alt(open)}
            style={{ display: 'block', maxWidth: '100%', maxHeight: '75dvh', margin: '0 auto' }}
          />
        )}
      </Modal>
    </Paper>
  );
}
