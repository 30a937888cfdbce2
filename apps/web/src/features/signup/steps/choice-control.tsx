import { Controller, useFormContext } from 'react-hook-form';
import { Input, SegmentedControl } from '@mantine/core';
import type { WizardValues } from '../form-values';
import { isolated } from '../fields';

/**
 * Two or three fixed choices as one row of large buttons: one tap instead of opening a list.
 * SegmentedControl is a radio group underneath, so screen readers announce the choices.
 */
export function ChoiceControl({
  name,
  label,
  choices,
  required,
  readOnly,
  description,
  onValueChange,
}: {
  name: 'gender' | 'physical_status';
  label: string;
  choices: { value: string; label: string }[];
  required?: boolean;
  readOnly?: boolean;
  description?: string;
  onValueChange?: (value: string) => void;
}) {
  const { control } = useFormContext<WizardValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // A radio group is named by its own label: a <label for> would point at no single input.
        <Input.Wrapper
          label={label}
          labelElement="div"
          labelProps={{ id: `${name}-label` }}
          required={required}
          description={description}
          error={isolated(fieldState.error?.message)}
          size="md"
        >
          <SegmentedControl
            ref={field.ref}
            name={field.name}
            aria-labelledby={`${name}-label`}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
            data={choices}
            // Read-only rather than disabled: the chosen value stays clearly readable.
            readOnly={readOnly}
            fullWidth
            size="md"
            mt={4}
          />
        </Input.Wrapper>
      )}
    />
  );
}
