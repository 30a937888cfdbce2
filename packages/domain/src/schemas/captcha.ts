// The sum captcha's answer field (SPEC.md §5): photos of female profiles and the WhatsApp dialog
// unlock once the sum of two digits is typed correctly, else 'Wrong value'.

import { z } from 'zod';
import { MESSAGES } from '../messages';
import { stopIf } from './generic-rules';
import { checkSumCaptcha, type SumCaptcha } from '../rules/captcha';

export function captchaAnswerSchema(captcha: SumCaptcha) {
  return z.object({
    answer: z
      .union([z.string(), z.number()], { error: MESSAGES.required })
      .check(stopIf((v: string | number) => String(v).trim() === '', MESSAGES.required))
      .refine((v) => checkSumCaptcha(captcha, v), { error: MESSAGES.wrongValue }),
  });
}
