import { useLocation } from 'react-router';
import { EmailQuestion } from '@/components/email-dialog';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * Screens where the person is in the middle of something, or which open a dialog of their own (the
 * chat's guidelines): the e-mail question waits until they move on.
 */
const WAITS_ON: readonly string[] = [
  paths.login,
  paths.forgotPassword,
  paths.signup,
  paths.editProfile,
  paths.chatIndex,
  paths.chatGroup,
];

/**
 * Shows the e-mail question (lib/email-question-answer.ts, decision 060) to the account it is for,
 * in a chunk of its own with the dialog, loaded only while an account is being asked (the home
 * page's budget).
 */
export function EmailQuestionHost({ profileId }: { profileId: number }) {
  const current = useSession()?.profileId ?? null;
  const { pathname } = useLocation();
  if (profileId !== current || WAITS_ON.includes(pathname)) return null;
  return <EmailQuestion profileId={profileId} />;
}
