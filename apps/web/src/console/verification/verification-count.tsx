import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavCount } from '../shell/nav-count';
import { verificationQueueQuery } from './queries';

/**
 * The sidebar's number of documents waiting. It also asks for this screen's texts, where its nav
 * label lives ('admin-verification:nav.verification'), so the label reads right from the start.
 */
export function VerificationCount() {
  useTranslation('admin-verification');
  const { data } = useQuery(verificationQueueQuery());
  return <NavCount count={data?.count} />;
}
