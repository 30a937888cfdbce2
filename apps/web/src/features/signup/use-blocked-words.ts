// Blocked words (§5): the whole form is checked every 3 seconds and again right before the OTP is
// sent (or the profile saved), so a user sees the problem while typing, not after paying for an SMS.
import { useCallback, useEffect, useState } from 'react';
import { BLOCKED_WORD_CHECK_MS, findBlockedWord } from '@rishta/domain';
import type { WizardValues } from './form-values';
import { useBlockedKeywords } from './api';

export function useBlockedWords(getValues: () => WizardValues) {
  const { data } = useBlockedKeywords();
  const [word, setWord] = useState<string | undefined>(undefined);

  const check = useCallback((): string | undefined => {
    const keywords = (data ?? []).map((k) => k.keyword);
    const found = keywords.length ? findBlockedWord({ ...getValues() }, keywords) : undefined;
    setWord(found);
    return found;
  }, [data, getValues]);

  useEffect(() => {
    if (!data?.length) return;
    const id = setInterval(check, BLOCKED_WORD_CHECK_MS);
    return () => clearInterval(id);
  }, [data, check]);

  return { word, check };
}
