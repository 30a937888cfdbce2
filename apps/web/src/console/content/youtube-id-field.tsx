import { Group } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX } from '@rishta/domain';
import { LtrInput } from '../shell/ltr-input';
import { fieldError } from './form-error';
import { isYoutubeId, YoutubeThumb, youtubeIdFrom } from './youtube';

/**
 * The YouTube id of a video or story. A pasted YouTube link is turned into its id at once (admins
 * copy links, the API takes ids), and a valid id shows the video's thumbnail beside the box.
 */
export function YoutubeIdField<V extends FieldValues, O>({
  control,
  name,
  previewTitle,
}: {
  control: Control<V, unknown, O>;
  name: Path<V>;
  /** The title the thumbnail's link names. */
  previewTitle: string;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <Group align="flex-start" gap="md">
            <LtrInput
              ref={field.ref}
              name={field.name}
              value={value}
              onChange={(event) => field.onChange(youtubeIdFrom(event.currentTarget.value))}
              onBlur={field.onBlur}
              label={t('youtubeId')}
              description={t('youtubeIdHint')}
              required
              maxLength={CONTENT_TEXT_MAX.link}
              autoComplete="off"
              spellCheck={false}
              error={fieldError(fieldState.error)}
              style={{ flex: '1 1 14rem' }}
            />
            {isYoutubeId(value) && <YoutubeThumb id={value.trim()} title={previewTitle} width={160} />}
          </Group>
        );
      }}
    />
  );
}
