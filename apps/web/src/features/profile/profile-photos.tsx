import { useState } from 'react';
import { Link } from 'react-router';
import { Box, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newSumCaptcha, photoBlurFor } from '@rishta/domain';
import { PhotoImg } from '@/components/photo-img';
import { SumCaptchaForm } from '@/components/sum-captcha';
import { UserIcon } from '@/components/icons';
import { useMessage } from '@/lib/use-message';
import type { ProfileView } from './profile-api';
import { editPhotosPath } from '@/config/paths';

/**
 * At most three photos (SPEC.md §2), one per slot. The thumbnail is a small copy of slot 0 for
 * cards only: showing it too put the main photo on the page twice (issue 11). It stands in only
 * when a profile has no full-size main photo.
 */
export function photosOf(
  profile: Pick<ProfileView, 'thumbnail' | 'photo_1' | 'photo_2' | 'photo_3'>,
): string[] {
  const main = profile.photo_1 || profile.thumbnail;
  const urls = [main, profile.photo_2, profile.photo_3].filter((url): url is string => !!url);
  return [...new Set(urls)].slice(0, 3);
}

/**
 * The profile's photos. A female profile's photos stay blurred for other people until the sum
 * question is answered (SPEC.md §2, §4): it slows casual scraping, it is not access control.
 */
export function ProfilePhotos({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const [captcha] = useState(() => newSumCaptcha());
  const [solved, setSolved] = useState(false);
  const photos = photosOf(profile);
  const rule = photoBlurFor({ gender: profile.gender, isOwner: profile.is_owner, loggedIn: true });
  const blurred = rule !== 'none' && !solved;

  if (photos.length === 0) {
    return (
      <Paper withBorder radius="md" h={160} bg="rishta.0" style={{ display: 'grid', placeItems: 'center' }}>
        <Stack align="center" gap={4} c="rishta.4">
          <UserIcon size={64} />
          <Text fz="sm" c="dimmed">
            {t('photos.none')}
          </Text>
          {profile.is_owner && (
            // Issue 11: the owner can act on 'No photo added' right here.
            <Button component={Link} to={editPhotosPath} size="sm" mt={4}>
              {t('photos.add')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: photos.length > 1 ? 2 : 1, sm: photos.length }} spacing="xs">
        {photos.map((url, index) => (
          <Box key={url} style={{ overflow: 'hidden', borderRadius: 8, aspectRatio: '3 / 4' }} bg="rishta.0">
            <PhotoImg
              iconSize={64}
              src={url}
              alt={t('photos.alt', { index: index + 1, name: profile.full_name })}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
              data-blurred={blurred || undefined}
              style={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                filter: blurred ? 'blur(18px)' : undefined,
              }}
            />
          </Box>
        ))}
      </SimpleGrid>
      {blurred && (
        <Paper withBorder radius="md" p="sm">
          <Text fz="sm" mb="xs">
            {t('photos.blurredNote')}
          </Text>
          <SumCaptchaForm
            captcha={captcha}
            onSolved={() => setSolved(true)}
            label={t('photos.question', { a: captcha.a, b: captcha.b })}
            submitLabel={t('photos.show')}
            wrongMessage={message('wrongValue')}
          />
        </Paper>
      )}
    </Stack>
  );
}
