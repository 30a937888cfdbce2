import { Icon } from '@/components/icons';

/** A wheelchair symbol for a Handicap physical status (SPEC.md §2); its name says what it means. */
export function HandicapIcon({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <Icon label={label} size={size}>
      <circle cx="11" cy="4" r="2" />
      <path d="M11 7v6h6l2 5M11 10h5" />
      <path d="M8 11.5a5 5 0 1 0 7.5 5.5" />
    </Icon>
  );
}
