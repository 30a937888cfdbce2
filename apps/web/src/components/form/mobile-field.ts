import type { ChangeEvent, FocusEvent } from 'react';
import { normaliseIndianMobile } from '@rishta/domain';

/**
 * react-hook-form options for an Indian mobile number field (issue 11): the form holds the 10
 * digits whatever the user typed or pasted ('+91 98765 00011'), and on leaving the field the box
 * shows them too, so what is checked and sent is what the user sees.
 */
export const mobileRegisterOptions = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? normaliseIndianMobile(value) : value),
  onBlur: (event: FocusEvent<HTMLInputElement> | ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const normal = normaliseIndianMobile(input.value);
    if (normal !== input.value) input.value = normal;
  },
};
