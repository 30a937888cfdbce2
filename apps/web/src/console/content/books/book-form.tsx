import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES, bookUploadFieldsSchema, CONTENT_TEXT_MAX, type AdminBook } from '@rishta/domain';
import { ChoiceField } from '../choice-field';
import { ContentFormBody } from '../content-modal';
import { FileField, requiredFile } from '../file-field';
import { fieldError } from '../form-error';
import { useContentForm } from '../use-content-form';
import { bookRequests, type BookUpload } from './queries';

interface BookValues {
  title: string;
  author: string;
  language: string;
  pdf: File | null;
  cover: File | null;
}

// The API's text fields plus the two files, so a missing file is named before the upload starts.
const bookFormSchema = bookUploadFieldsSchema.extend({ pdf: requiredFile(), cover: requiredFile() });

/** Add book: the PDF and its cover go up with the title, author and language tab in one request. */
export function BookForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<BookValues, BookUpload, AdminBook>({
    schema: bookFormSchema,
    defaultValues: { title: '', author: '', language: '', pdf: null, cover: null },
    send: bookRequests.add,
    done: (book) => t('books.added', { title: book.title }),
    onDone,
  });
  return (
    <ContentFormBody
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel={t('books.upload')}
      busy={busy}
      formError={formError}
    >
      <TextInput
        {...form.register('title')}
        label={t('books.bookTitle')}
        required
        dir="auto"
        maxLength={CONTENT_TEXT_MAX.title}
        error={fieldError(errors.title)}
        data-autofocus
      />
      <TextInput
        {...form.register('author')}
        label={t('books.author')}
        required
        dir="auto"
        maxLength={CONTENT_TEXT_MAX.author}
        error={fieldError(errors.author)}
      />
      <ChoiceField
        control={form.control}
        name="language"
        label={t('books.language')}
        description={t('books.languageHint')}
        placeholder={t('books.chooseLanguage')}
        data={BOOK_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
      <FileField
        control={form.control}
        name="pdf"
        label={t('books.pdf')}
        description={t('books.pdfHint')}
        accept="application/pdf,.pdf"
        required
      />
      <FileField
        control={form.control}
        name="cover"
        label={t('books.cover')}
        description={t('books.coverHint')}
        accept="image/*"
        required
        preview
      />
    </ContentFormBody>
  );
}
