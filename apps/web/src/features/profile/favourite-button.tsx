import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/page-icons';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useUpdateCachedProfile, type ProfileView } from './profile-api';

/** The favourites page's query key (features may not import each other), refreshed after a change. */
const FAVOURITES_KEY = ['favourites'] as const;

/**
 * The favourite toggle (SPEC.md §8): the toast and the new state come at once, before the server
 * answers, because a slow phone network would otherwise make the tap feel ignored. A failure puts
 * the old state back and says so.
 */
export function FavouriteButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const queryClient = useQueryClient();
  const updateCached = useUpdateCachedProfile(profile.slug);

  const toggle = useMutation({
    mutationFn: (add: boolean) =>
      api(`/profiles/add-to-favourite/${encodeURIComponent(profile.profile_code)}/`, {
        method: add ? 'PATCH' : 'DELETE',
      }),
    onMutate: (add) => {
      updateCached({ is_favourite: add });
      notify({ color: 'rishta', message: message(add ? 'favouriteAdded' : 'favouriteRemoved') });
    },
    onError: (_error, add) => {
      updateCached({ is_favourite: !add });
      notify({ color: 'red', message: message('somethingWentWrongDot') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });

  const active = profile.is_favourite;
  return (
    <Button
      variant={active ? 'filled' : 'outline'}
      // pink.9: the outline's text and the filled background both keep 4.5:1 contrast with white.
      color="pink.9"
      size="md"
      leftSection={<HeartIcon size={18} fill={active ? 'currentColor' : 'none'} />}
      aria-pressed={active}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!active)}
    >
      {active ? t('actions.favourited') : t('actions.favourite')}
    </Button>
  );
}
