import { useState } from 'react';
import {
  Alert,
  AspectRatio,
  Button,
  Card,
  Center,
  FileButton,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHOTO_SLOTS, type PhotoUploadResponse } from '@rishta/domain';
import { api, ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

const MAX_SIDE = 1600;

/**
 * Phone cameras produce 4–12 MB pictures; the server keeps at most 1600 px anyway. Shrinking on the
 * phone first saves the user's mobile data and stays under the 5 MB upload limit. Any failure
 * (an old browser, an unusual format) sends the original and lets the server decide.
 */
async function shrinkImage(file: File): Promise<Blob> {
  try {
    if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1_000_000) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

/** POST /profiles/upload/{id}/{slot}/: a file stores it, an empty file removes the slot's photo. */
async function uploadPhoto(profileId: number, slot: number, file: File | null) {
  const body = new FormData();
  if (file) body.append('file', await shrinkImage(file), file.name.replace(/\.\w+$/, '') + '.jpg');
  else body.append('file', new Blob([]), 'empty');
  return api<PhotoUploadResponse>(`/profiles/upload/${profileId}/${slot}/`, { method: 'POST', body });
}

type Slots = (string | null)[];

/**
 * The photo upload form (SPEC.md §2 dialogs, §9: three slots 0–2, all optional). Used by the
 * wizard's last step and by the profile page. `photos` are the current full-size URLs by slot
 * (photo_1, photo_2, photo_3 of the owner's profile).
 */
export function PhotoUploadForm({
  profileId,
  photos,
  onChange,
}: {
  profileId: number;
  photos: readonly (string | null | undefined)[];
  /** After each successful upload or removal, with the slot's new URL (null when removed). */
  onChange?: (slot: number, url: string | null) => void;
}) {
  const { t } = useTranslation('signup');
  const { issueText } = useErrorText();
  const [urls, setUrls] = useState<Slots>(() =>
    Array.from({ length: PHOTO_SLOTS }, (_, i) => photos[i] ?? null),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [errors, setErrors] = useState<(string | null)[]>(() =>
    Array.from({ length: PHOTO_SLOTS }, () => null),
  );

  const send = async (slot: number, file: File | null) => {
    setBusy(slot);
    setErrors((current) => current.map((e, i) => (i === slot ? null : e)));
    try {
      const answer = await uploadPhoto(profileId, slot, file);
      const url = answer.full ?? answer.thumbnail ?? null;
      setUrls((current) => current.map((u, i) => (i === slot ? url : u)));
      onChange?.(slot, url);
    } catch (error) {
      // 413 (too large) and 415 (not an image) come with the server's own words.
      const text = error instanceof ApiError && error.first ? issueText(error.first) : t('photos.failed');
      setErrors((current) => current.map((e, i) => (i === slot ? text : e)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Alert color="rishta" variant="light">
        {t('photos.blurNote')}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {urls.map((url, slot) => {
          const label = slot === 0 ? t('photos.mainPhoto') : t('photos.photoN', { n: slot + 1 });
          const working = busy === slot;
          return (
            <Card key={slot} withBorder padding="sm" radius="md" aria-busy={working}>
              <Stack gap="xs">
                <Text fw={600}>{label}</Text>
                <AspectRatio ratio={3 / 4} maw={220} mx="auto" w="100%">
                  {url ? (
                    <Image src={url} alt={label} radius="sm" fit="cover" />
                  ) : (
                    <Center bg="gray.1" style={{ borderRadius: 4 }}>
                      <Text c="dimmed" fz="sm">
                        {t('photos.empty')}
                      </Text>
                    </Center>
                  )}
                </AspectRatio>
                {/* accept="image/*" lets Android offer both the camera and the gallery; a
                    `capture` attribute would force the camera and hide the gallery. */}
                <FileButton
                  accept="image/*"
                  onChange={(file) => file && void send(slot, file)}
                  disabled={busy !== null}
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="md"
                      fullWidth
                      loading={working}
                      aria-label={`${url ? t('photos.replace') : t('photos.choose')}: ${label}`}
                    >
                      {url ? t('photos.replace') : t('photos.choose')}
                    </Button>
                  )}
                </FileButton>
                {url && (
                  <Button
                    variant="light"
                    color="red"
                    size="md"
                    fullWidth
                    disabled={busy !== null}
                    onClick={() => void send(slot, null)}
                    aria-label={`${t('photos.remove')}: ${label}`}
                  >
                    {t('photos.remove')}
                  </Button>
                )}
                {errors[slot] && (
                  <Text c="red" fz="sm" role="alert">
                    <bdi>{errors[slot]}</bdi>
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
