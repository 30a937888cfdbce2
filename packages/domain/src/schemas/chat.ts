// A chat message (SPEC.md §5): must be non-empty after trimming; the trimmed text is sent.

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { TEXT_MAX } from '../constants/limits';

export const chatMessageSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(TEXT_MAX.chat, { error: formatMessage.maxLength(TEXT_MAX.chat) });
