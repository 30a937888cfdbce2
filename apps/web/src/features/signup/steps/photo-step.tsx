import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, languageDirection, MESSAGES, type LanguageCode } from '@rishta/domain';
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
      {created && <CreatedNote />}
      <Text>{t('photos.intro')}</Text>
      <PhotoUploadForm profileId={profile.id} photos={[profile.photo_1, profile.photo_2, profile.photo_3]} />
      <Button size="lg" fullWidth onClick={() => navigate(profilePath(profile.slug))}>
        {t('photos.finish')}
      </Button>
    </Stack>
  );
}

/**
 * §8's bilingual created-successfully note: in the reader's language and in English (issue 30).
 * An English page shows the spec's own note, English and Hindi. Each line keeps its own direction.
 */
function CreatedNote() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  return (
    <Alert color="green" variant="light" role="status">
      {language === DEFAULT_LANGUAGE ? (
        <Text dir="ltr">{MESSAGES.profileCreatedNote}</Text>
      ) : (
        <>
          <Text dir={languageDirection(language)}>{t('messages.profileCreatedNote')}</Text>
          <Text lang="en" dir="ltr">
            {MESSAGES.profileCreated}.
          </Text>
        </>
      )}
    </Alert>
  );
}
