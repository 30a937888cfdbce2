import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX, storyRequestSchema, type AdminStory } from '@rishta/domain';
import { ContentFormBody } from '../content-modal';
import { fieldError } from '../form-error';
import { useContentForm } from '../use-content-form';
import { YoutubeIdField } from '../youtube-id-field';
import { storyRequests, type StoryRequest } from './queries';

type StoryValues = StoryRequest;

/** Adds a success story or edits one (`story`): the couple's name, two descriptions and the video. */
export function StoryForm({ story, onDone }: { story?: AdminStory; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<StoryValues, StoryRequest, AdminStory>({
    schema: storyRequestSchema,
    defaultValues: {
      name: story?.name ?? '',
      short_description: story?.short_description ?? '',
      description: story?.description ?? '',
      youtube_code: story?.youtube_code ?? '',
    },
    send: (body) => (story ? storyRequests.update(story.id, body) : storyRequests.add(body)),
    done: (saved) => t(story ? 'stories.saved' : 'stories.added', { name: saved.name }),
    onDone,
  });
  const name = form.watch('name');
  return (
    <ContentFormBody
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel={story ? t('save') : t('stories.add')}
      busy={busy}
      formError={formError}
    >
      <TextInput
        {...form.register('name')}
        label={t('stories.name')}
        description={t('stories.nameHint')}
        required
        dir="auto"
        maxLength={CONTENT_TEXT_MAX.name}
        error={fieldError(errors.name)}
        data-autofocus
      />
      <Textarea
        {...form.register('short_description')}
        label={t('stories.shortDescription')}
        description={t('stories.shortDescriptionHint')}
        required
        dir="auto"
        autosize
        minRows={2}
        maxRows={4}
        maxLength={CONTENT_TEXT_MAX.shortDescription}
        error={fieldError(errors.short_description)}
      />
      <Textarea
        {...form.register('description')}
        label={t('stories.description')}
        required
        dir="auto"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={CONTENT_TEXT_MAX.description}
        error={fieldError(errors.description)}
      />
      <YoutubeIdField control={form.control} name="youtube_code" previewTitle={name} />
    </ContentFormBody>
  );
}
