// The WhatsApp dialog's link (SPEC.md §9): the number with its country code, unless the number
// already carries one (starts with '+'). wa.me wants digits only.

import { DEFAULT_WHATSAPP_COUNTRY_CODE } from '../constants/profile-options';

export function whatsappLink(countryCode: string | null | undefined, number: string, text?: string): string {
  const trimmed = number.trim();
  const full = trimmed.startsWith('+')
    ? trimmed
    : `${countryCode?.trim() || DEFAULT_WHATSAPP_COUNTRY_CODE}${trimmed}`;
  const digits = full.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
