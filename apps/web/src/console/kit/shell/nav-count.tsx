import { Badge } from '@mantine/core';

/** The number beside a sidebar entry (what waits there); nothing while it loads or when it is 0. */
export function NavCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" variant="filled" color="red.8" circle={count < 10}>
      {count > 999 ? '999+' : count}
    </Badge>
  );
}
