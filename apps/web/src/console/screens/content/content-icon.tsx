import { Icon, type IconProps } from '@/components/icons';

/** The sidebar's Content entry: a page with lines, drawn like the console's other icons. */
export const ContentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h8M8 9h2" />
  </Icon>
);
