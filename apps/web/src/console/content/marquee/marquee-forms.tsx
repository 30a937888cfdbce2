import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_TEXT_MAX,
  marqueeCreateSchema,
  marqueeUpdateSchema,
  type AdminMarquee,
} from '@rishta/domain';
import { ContentFormBody } from '../content-modal';
import { fieldError, FormError } from '../form-error';
import { useContentForm } from '../use-content-form';
import { marqueeRequests, type MarqueeCreate, type MarqueeUpdate } from './queries';

/** "New line" above the list: it runs in the header at once; the form empties for the next one. */
export function AddMarqueeForm() {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<
    { message: string },
    MarqueeCreate,
    AdminMarquee
  >({
    schema: marqueeCreateSchema,
    defaultValues: { message: '' },
    send: marqueeRequests.add,
    done: () => t('marquee.added'),
    resetOnDone: true,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          {...form.register('message')}
          label={t('marquee.newLine')}
          description={t('marquee.newLineHint')}
          dir="auto"
          maxLength={CONTENT_TEXT_MAX.message}
          error={fieldError(errors.message)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, xs: 45 }}>
          {t('marquee.add')}
        </Button>
      </Group>
      <FormError text={formError} />
    </form>
  );
}

/** Edits a line's text; whether it runs stays as it is (Show / Hide on the line). */
export function EditMarqueeForm({ line, onDone }: { line: AdminMarquee; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<
    MarqueeUpdate,
    MarqueeUpdate,
    AdminMarquee
  >({
    schema: marqueeUpdateSchema,
    // is_active has no field here: the saved value goes back with the new text.
    defaultValues: { message: line.message, is_active: line.is_active },
    send: (body) => marqueeRequests.update(line.id, body),
    done: () => t('marquee.saved'),
    onDone,
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
        {...form.register('message')}
        label={t('marquee.message')}
        required
        dir="auto"
        maxLength={CONTENT_TEXT_MAX.message}
        error={fieldError(errors.message)}
        data-autofocus
      />
    </ContentFormBody>
  );
}
