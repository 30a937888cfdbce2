import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { reviewPath } from './review-paths';

/**
 * A link to a profile's full review, for the new-profiles queue: its item's name becomes
 * `<ReviewLink code={profile.profile_code}><bdi>{profile.full_name}</bdi></ReviewLink>`.
 */
export function ReviewLink({ code, children }: { code: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={reviewPath(code)} inherit c="inherit" underline="always">
      {children}
    </Anchor>
  );
}
