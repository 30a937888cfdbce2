import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/page-icons';
import { useToggleFavourite } from '@/lib/queries/favourites';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useUpdateCachedProfile, type ProfileView } from './profile-api';

/**
 * The favourite toggle (SPEC.md §8): the toast and the new state come at once, before the server
 * answers, because a slow phone network would otherwise make the tap feel ignored. A failure puts
 * the old state back and says so.
 */
export function FavouriteButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const updateCached = useUpdateCachedProfile(profile.slug);

  const toggle = useToggleFavourite(profile.profile_code, {
    onMutate: (add) => {
      updateCached({ is_favourite: add });
      notify({ color: 'rishta', message: message(add ? 'favouriteAdded' : 'favouriteRemoved') });
    },
    onError: (add) => {
      updateCached({ is_favourite: !add });
      notify({ color: 'red', message: message('somethingWentWrongDot') });
    },
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
