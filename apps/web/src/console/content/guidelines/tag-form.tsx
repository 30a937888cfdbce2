import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX, guidelineTagRequestSchema, type AdminGuidelineTag } from '@rishta/domain';
import { ContentFormBody } from '../content-modal';
import { fieldError, FormError } from '../form-error';
import { useContentForm } from '../use-content-form';
import { tagRequests, type TagRequest } from './queries';

interface TagValues {
  name: string;
}

/** "New tag" above the tag list: adds a tab to the guidelines page and empties for the next one. */
export function AddTagForm() {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<
    TagValues,
    TagRequest,
    AdminGuidelineTag
  >({
    schema: guidelineTagRequestSchema,
    defaultValues: { name: '' },
    send: tagRequests.add,
    done: (tag) => t('guidelines.tagAdded', { name: tag.name }),
    resetOnDone: true,
    conflictField: 'name',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          {...form.register('name')}
          label={t('guidelines.newTag')}
          maxLength={CONTENT_TEXT_MAX.tagName}
          error={fieldError(errors.name)}
          style={{ flex: '1 1 10rem' }}
        />
        <Button type="submit" loading={busy} mt={25}>
          {t('guidelines.addTag')}
        </Button>
      </Group>
      <FormError text={formError} />
    </form>
  );
}

/** Renames a tag in its dialog; its videos keep it. */
export function RenameTagForm({ tag, onDone }: { tag: AdminGuidelineTag; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<
    TagValues,
    TagRequest,
    AdminGuidelineTag
  >({
    schema: guidelineTagRequestSchema,
    defaultValues: { name: tag.name },
    send: (body) => tagRequests.rename(tag.id, body),
    done: (renamed) => t('guidelines.tagRenamed', { name: renamed.name }),
    onDone,
    conflictField: 'name',
  });
  return (
    <ContentFormBody
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel={t('save')}
      busy={busy}
      formError={formError}
    >
      <TextInput
        {...form.register('name')}
        label={t('guidelines.tagName')}
        required
        maxLength={CONTENT_TEXT_MAX.tagName}
        error={fieldError(errors.name)}
        data-autofocus
      />
    </ContentFormBody>
  );
}
