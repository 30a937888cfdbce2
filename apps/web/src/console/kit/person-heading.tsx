import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Title } from '@mantine/core';

/**
 * Whom an item is about, the same on every screen: the name as the item's heading (isolated, so a
 * name in any script keeps its order; a link when `to` is given), the profile code beside it
 * (always left to right) and any badges the screen adds.
 */
export function PersonHeading({
  id,
  person: { full_name: name, profile_code: code },
  to,
  state,
  children: badges,
  headingRef,
}: {
  /** The heading's id, for the item's aria-labelledby. */
  id?: string;
  /** Whom: a profile's name and code, as every staff answer names a profile. */
  person: { full_name: string; profile_code?: string | null };
  /** Where the name leads (the profile's review, the person's page). */
  to?: string;
  /** The link's history state (where the page's Back leads). */
  state?: unknown;
  /** The screen's badges beside the code. */
  children?: ReactNode;
  /** For an item that takes the focus when it opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
      <Title
        order={2}
        fz="lg"
        fw={600}
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {to ? (
          <Anchor component={Link} to={to} state={state} inherit c="inherit" underline="always">
            <bdi>{name}</bdi>
          </Anchor>
        ) : (
          <bdi>{name}</bdi>
        )}
      </Title>
      {code && (
        <Badge variant="outline" color="gray.7" dir="ltr" tt="none">
          {code}
        </Badge>
      )}
      {badges}
    </Group>
  );
}
