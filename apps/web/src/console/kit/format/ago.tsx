import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from './format-time';

/**
 * How long ago something happened ("3 days ago", in the page's language), the exact date and
 * time on hover, as a <time> element (styled as the text around it, or by `TextProps`). `format`
 * words the age when it sits in a sentence ("sent 3 days ago").
 */
export function Ago({ iso, format, ...text }: { iso: string; format?: (age: string) => string } & TextProps) {
  const { i18n } = useTranslation();
  const age = timeAgo(iso, i18n.language);
  return (
    <Text component="time" inherit span dateTime={iso} title={dateTime(iso, i18n.language)} {...text}>
      {format ? format(age) : age}
    </Text>
  );
}
