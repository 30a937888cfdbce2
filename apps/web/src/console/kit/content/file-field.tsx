import { useEffect, useMemo } from 'react';
import { FileInput, Group, Image } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES } from '@rishta/domain';
import { useContentField } from './content-fields';
import { CONTENT_NS } from './content-texts';

/** A file the form must send (a book's PDF and cover): 'File is required' like the API. */
export const requiredFile = () =>
  z.custom<File>((value) => value instanceof File && value.size > 0, { error: MESSAGES.fileRequired });
/** A file the form may send (a news card's image). */
export const optionalFile = () => z.custom<File | null>((value) => value === null || value instanceof File);

/** A local preview of a chosen image, released when another is chosen or the form closes. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

interface FileFieldProps {
  name: string;
  accept: string;
  required?: boolean;
  /** Show a thumbnail of the chosen image. */
  preview?: boolean;
  /** Instead of its usual label (a news card's "New image" when it has one). */
  label?: string;
}

/** What a file field holds: the chosen file, or nothing yet. */
const asFile = (value: unknown) => (value instanceof File ? value : null);

type PickerProps = Omit<FileFieldProps, 'name'> & {
  label: string;
  description?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLButtonElement>;
  fieldName: string;
  error: React.ReactNode;
};

function FilePicker({ file, preview, inputRef, fieldName, required, ...input }: PickerProps) {
  const { t } = useTranslation(CONTENT_NS);
  const previewUrl = usePreviewUrl(preview ? file : null);
  return (
    <Group align="flex-start" gap="md">
      <FileInput
        {...input}
        ref={inputRef}
        name={fieldName}
        value={file}
        placeholder={t('chooseFile')}
        required={required}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t('removeFile') }}
        style={{ flex: '1 1 14rem', minWidth: 0 }}
        // "Choose a file" is the box's text, not a hint in an empty field: it must be readable (axe).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      {previewUrl && <Image src={previewUrl} alt={t('chosenImage')} w={72} h={96} fit="cover" radius="sm" />}
    </Group>
  );
}

/**
 * A file picker in a content form. `accept` only narrows the browser's picker: the API judges the
 * file by its bytes and size, and its refusal ("Only PDF files are allowed.", "The file is too
 * large.") shows on this field. A chosen image is previewed.
 */
export function FileField({ name, label, ...props }: FileFieldProps) {
  const { form, placeholder: _, ...texts } = useContentField(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FilePicker
          {...props}
          {...texts}
          label={label ?? texts.label}
          file={asFile(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fieldName={field.name}
        />
      )}
    />
  );
}
