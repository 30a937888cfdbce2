import { useSyncExternalStore } from 'react';

// Which account the e-mail question (decision 060) is asking now, for the app shell
// (app/layout/session-effects.tsx). Only this store is part of every page; when to ask and what
// was answered live in lib/email-question-answer.ts, loaded with the screens that ask.

let asking: number | null = null;
const listeners = new Set<() => void>();

/** The account being asked now, or null. */
export const currentEmailQuestion = (): number | null => asking;

/** Starts (a profile id) or ends (null) asking. */
export function setEmailQuestion(profileId: number | null): void {
  if (asking === profileId) return;
  asking = profileId;
  listeners.forEach((listener) => listener());
}

/** The account being asked, or null; the server never asks. */
export function useEmailQuestion(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asking,
    () => null,
  );
}
