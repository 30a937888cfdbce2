import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_TEXT_MAX,
  guidelineRequestSchema,
  type AdminGuidelineTag,
  type Guideline,
} from '@rishta/domain';
import { ChoiceField } from '../choice-field';
import { ContentFormBody } from '../content-modal';
import { fieldError } from '../form-error';
import { useContentForm } from '../use-content-form';
import { YoutubeIdField } from '../youtube-id-field';
import { videoRequests, type VideoRequest } from './queries';

interface VideoValues {
  tag: string;
  title: string;
  title_hindi: string;
  youtube_code: string;
}

const valuesOf = (video: Guideline | undefined, tags: AdminGuidelineTag[]): VideoValues => ({
  tag: String(video?.tag ?? (tags.length === 1 ? tags[0]!.id : '')),
  title: video?.title ?? '',
  title_hindi: video?.title_hindi ?? '',
  youtube_code: video?.youtube_code ?? '',
});

/** Adds a guideline video, or edits one (`video`): its tag, English and Hindi titles and YouTube id. */
export function VideoForm({
  video,
  tags,
  onDone,
}: {
  video?: Guideline;
  tags: AdminGuidelineTag[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<VideoValues, VideoRequest, Guideline>({
    schema: guidelineRequestSchema,
    defaultValues: valuesOf(video, tags),
    send: (body) => (video ? videoRequests.update(video.id, body) : videoRequests.add(body)),
    done: (saved) => t(video ? 'guidelines.videoSaved' : 'guidelines.videoAdded', { title: saved.title }),
    onDone,
  });
  const title = form.watch('title');
  return (
    <ContentFormBody
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel={video ? t('save') : t('guidelines.addVideo')}
      busy={busy}
      formError={formError}
    >
      <ChoiceField
        control={form.control}
        name="tag"
        label={t('guidelines.tag')}
        placeholder={t('guidelines.chooseTag')}
        data={tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      />
      <TextInput
        {...form.register('title')}
        label={t('guidelines.videoTitle')}
        required
        maxLength={CONTENT_TEXT_MAX.title}
        error={fieldError(errors.title)}
        data-autofocus
      />
      <TextInput
        {...form.register('title_hindi')}
        label={t('guidelines.videoTitleHindi')}
        required
        lang="hi"
        dir="auto"
        maxLength={CONTENT_TEXT_MAX.title}
        error={fieldError(errors.title_hindi)}
      />
      <YoutubeIdField control={form.control} name="youtube_code" previewTitle={title} />
    </ContentFormBody>
  );
}
