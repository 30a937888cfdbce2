import { currentEmailQuestion, setEmailQuestion } from './email-question';

// The e-mail question (SPEC.md §2 "email input", issue 32; decision 060): an account without an
// e-mail address is asked for one once on this device, right after a login or on the first visit to
// its own profile page, whichever comes first. Answered (saved, "Not now" or closed) is kept per
// account, so another person logging in on the same phone is still asked; it holds no personal data
// and stays after logout, or every login would ask again.

const answeredKey = (profileId: number) => `rishta.emailAsked.${profileId}`;

/** True once this account's question was answered here (or it turned out to have an address). */
export function emailQuestionAnswered(profileId: number): boolean {
  try {
    return localStorage.getItem(answeredKey(profileId)) === '1';
  } catch {
    return false;
  }
}

/** Remembers the answer, and stops asking. */
export function answerEmailQuestion(profileId: number): void {
  try {
    localStorage.setItem(answeredKey(profileId), '1');
  } catch {
    // Without storage the question is asked again after the next login, never more than that.
  }
  if (currentEmailQuestion() === profileId) setEmailQuestion(null);
}

/** Asks the account for an e-mail address, unless it already answered on this device. */
export function askForEmail(profileId: number | null): void {
  if (profileId === null || emailQuestionAnswered(profileId)) return;
  setEmailQuestion(profileId);
}

/** Stops asking without remembering an answer (the own profile could not be read): next time. */
export const stopAskingForEmail = (): void => setEmailQuestion(null);
