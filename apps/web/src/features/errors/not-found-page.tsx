import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen';
import { useMessage } from '@/lib/use-message';

/** Any unknown address: '404 Not Found' with a Home page link (SPEC.md §2). */
export function NotFoundPage() {
  const message = useMessage();
  const { t } = useTranslation();
  const title = message('notFound');
  return (
    // The message may still be the spec's English on an Urdu page; `auto` keeps it reading "404 Not Found".
    <div dir="auto">
      <title>{`${title} – ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorScreen title={title} />
    </div>
  );
}
