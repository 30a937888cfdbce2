import { useId } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportedProfile } from './reports';

/**
 * Which photo to remove, picked by its thumbnail: a radio group (one tab stop, arrow keys move),
 * each choice named "Photo 1", "Photo 2"… and drawn as the photo itself.
 */
export function PhotoChoice({
  profile,
  value,
  onChange,
  error,
}: {
  profile: ReportedProfile;
  value: number | undefined;
  onChange: (slot: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('console-reports');
  const name = useId();
  const errorId = useId();
  return (
    <Stack
      component="fieldset"
      gap={6}
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <Text component="legend" fz="sm" fw={500} p={0}>
        {t('dialog.photo')}{' '}
        <Text span c="red.8" aria-hidden>
          *
        </Text>
      </Text>
      <Group gap="sm">
        {profile.photos.map((photo) => {
          const checked = value === photo.slot;
          return (
            <Stack
              key={photo.slot}
              component="label"
              gap={4}
              align="center"
              p={4}
              style={{
                cursor: 'pointer',
                borderRadius: 'var(--mantine-radius-md)',
                outline: checked
                  ? '3px solid var(--mantine-color-red-8)'
                  : '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <img
                src={photo.url}
                alt=""
                width={96}
                height={96}
                referrerPolicy="no-referrer"
                style={{ objectFit: 'cover', display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
              />
              <Group gap={4} wrap="nowrap">
                <input
                  type="radio"
                  name={name}
                  value={photo.slot}
                  checked={checked}
                  onChange={() => onChange(photo.slot)}
                  aria-invalid={error ? true : undefined}
                />
                <Text fz="sm" fw={checked ? 700 : 400}>
                  {t('dialog.photoN', { n: photo.slot + 1 })}
                </Text>
              </Group>
            </Stack>
          );
        })}
      </Group>
      {error && (
        <Text id={errorId} fz="sm" c="red.8">
          <bdi>{error}</bdi>
        </Text>
      )}
    </Stack>
  );
}
