import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useContentField } from './content-fields';

/**
 * A required choice in a content form (a video's tag, a book's language), held as its value text
 * ('' until chosen, which the domain's schema reports as required). Mantine's Select rather than
 * its NativeSelect: the public top bar's language picker is a NativeSelect, and using that one in
 * a console chunk too re-splits the chunks the public home page downloads.
 */
export function ChoiceField({ name, data }: { name: string; data: { value: string; label: string }[] }) {
  const { form, ...texts } = useContentField(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          {...texts}
          data={data}
          required
          allowDeselect={false}
        />
      )}
    />
  );
}
