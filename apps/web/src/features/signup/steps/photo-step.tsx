import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@rishta/domain';
import { PhotoUploadForm } from '@/components/photo-upload-form';
import type { Profile } from '@rishta/domain';
import { profilePath } from '@/config/paths';

/** The last step: up to three photos, then Finish opens the user's own profile. */
export function PhotoStep({ profile, created }: { profile: Profile | undefined; created: boolean }) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  if (!profile) {
    // Create mode never shows this step itself: after creation the edit page opens on it (§4).
    return <Text>{t('photos.afterCreate')}</Text>;
  }
  return (
    <Stack gap="md">
      {created && (
        // §8: the bilingual created-successfully note, shown as written (it already holds Hindi).
        // English and Hindi both read left to right, also on an Urdu page.
        <Alert color="green" variant="light" role="status" dir="ltr">
          {MESSAGES.profileCreatedNote}
        </Alert>
      )}
      <Text>{t('photos.intro')}</Text>
      <PhotoUploadForm profileId={profile.id} photos={[profile.photo_1, profile.photo_2, profile.photo_3]} />
      <Button size="lg" fullWidth onClick={() => navigate(profilePath(profile.slug))}>
        {t('photos.finish')}
      </Button>
    </Stack>
  );
}
