import { Select } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldError } from './form-error';

/**
 * A required choice in a content form (a video's tag, a book's language), held as its value text
 * ('' until chosen, which the domain's schema reports as required). Mantine's Select rather than
 * its NativeSelect: the public top bar's language picker is a NativeSelect, and using that one in
 * a console chunk too re-splits the chunks the public home page downloads.
 */
export function ChoiceField<V extends FieldValues, O>({
  control,
  name,
  label,
  description,
  placeholder,
  data,
}: {
  control: Control<V, unknown, O>;
  name: Path<V>;
  label: string;
  description?: string;
  placeholder: string;
  data: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          label={label}
          description={description}
          placeholder={placeholder}
          data={data}
          required
          allowDeselect={false}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}
