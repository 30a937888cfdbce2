import { Group, Image, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX, newsRequestSchema, type AdminNews } from '@rishta/domain';
import { ContentFormBody } from '../content-modal';
import { FileField, optionalFile } from '../file-field';
import { fieldError } from '../form-error';
import { useContentForm } from '../use-content-form';
import { LtrInput } from '../../shell/ltr-input';
import { newsRequests, type NewsRequest } from './queries';

interface NewsValues {
  title: string;
  link: string;
  description: string;
  image: File | null;
  remove_image: boolean;
}

const newsFormSchema = newsRequestSchema.extend({ image: optionalFile() });

/** Adds a news card or edits one (`news`): title, https link, description and an optional image. */
export function NewsForm({ news, onDone }: { news?: AdminNews; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<NewsValues, NewsRequest, AdminNews>({
    schema: newsFormSchema,
    defaultValues: {
      title: news?.title ?? '',
      link: news?.link ?? '',
      description: news?.description ?? '',
      image: null,
      remove_image: false,
    },
    send: (body) => (news ? newsRequests.update(news.id, body) : newsRequests.add(body)),
    done: (saved) => t(news ? 'news.saved' : 'news.added', { title: saved.title }),
    onDone,
  });
  const newImage = form.watch('image');
  return (
    <ContentFormBody
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel={news ? t('save') : t('news.add')}
      busy={busy}
      formError={formError}
    >
      <TextInput
        {...form.register('title')}
        label={t('news.newsTitle')}
        required
        dir="auto"
        maxLength={CONTENT_TEXT_MAX.title}
        error={fieldError(errors.title)}
        data-autofocus
      />
      <LtrInput
        {...form.register('link')}
        type="url"
        label={t('news.link')}
        description={t('news.linkHint')}
        required
        maxLength={CONTENT_TEXT_MAX.link}
        autoComplete="off"
        error={fieldError(errors.link)}
      />
      <Textarea
        {...form.register('description')}
        label={t('news.description')}
        required
        dir="auto"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={CONTENT_TEXT_MAX.description}
        error={fieldError(errors.description)}
      />
      {news?.image && !newImage && (
        <Group gap="md" align="center">
          <Image src={news.image} alt={t('news.currentImage')} w={96} h={64} fit="cover" radius="sm" />
          {/* A plain checkbox: Mantine's would become a chunk shared with public pages, which the
              home page's script then names (issue 13's budget). */}
          <Text component="label" fz="sm" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" {...form.register('remove_image')} style={{ width: 18, height: 18 }} />
            {t('news.removeImage')}
          </Text>
        </Group>
      )}
      <FileField
        control={form.control}
        name="image"
        label={news?.image ? t('news.replaceImage') : t('news.image')}
        description={t('news.imageHint')}
        accept="image/*"
        preview
      />
    </ContentFormBody>
  );
}
