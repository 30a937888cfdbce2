import { useMutation } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useErrorText } from '@/lib/error-text';

/** Saves `data` as a JSON file the phone keeps in its downloads. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * 'Download my data' (issue 13, DPDP right of access): everything the service holds about the
 * owner, as one JSON file. The call needs the token, so it is fetched and saved from here rather
 * than opened as a link.
 */
export function DownloadMyData({ profileCode }: { profileCode: string }) {
  const { t } = useTranslation('profile');
  const { failureText } = useErrorText();
  const download = useMutation({
    mutationFn: () => api<{ exported_at: string }>('/profiles/me/data/'),
    onSuccess: (data) =>
      saveJson(data, `rishta-my-data-${profileCode}-${data.exported_at.slice(0, 10)}.json`),
    onError: (error) =>
      notify({
        color: 'red',
        title: t('owner.downloadDataFailed'),
        message: failureText(error, 'somethingWentWrong'),
      }),
  });
  return (
    <Button variant="subtle" size="md" loading={download.isPending} onClick={() => download.mutate()}>
      {t('owner.downloadData')}
    </Button>
  );
}
