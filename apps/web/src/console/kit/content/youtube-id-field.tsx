import { Group } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX } from '@rishta/domain';
import { LtrInput } from '../shell/ltr-input';
import { useContentField } from './content-fields';
import { CONTENT_NS } from './content-texts';
import { isYoutubeId, YoutubeThumb, youtubeIdFrom } from './youtube';

/**
 * The YouTube id of a video or story. A pasted YouTube link is turned into its id at once (admins
 * copy links, the API takes ids), and a valid id shows the video's thumbnail beside the box, its
 * link named after the title typed in the field `titleFrom`.
 */
export function YoutubeIdField({ name, titleFrom }: { name: string; titleFrom: string }) {
  const { t } = useTranslation(CONTENT_NS);
  const { form, error } = useContentField(name);
  const title = useWatch({ control: form.control, name: titleFrom }) as string;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
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
              error={error}
              style={{ flex: '1 1 14rem' }}
            />
            {isYoutubeId(value) && <YoutubeThumb id={value.trim()} title={title} width={160} />}
          </Group>
        );
      }}
    />
  );
}
