import { useState } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Find one person by name or profile code (issue 11): its own small form, because the filters
 * below would otherwise hide them. The parent remounts it (key) when the URL's text changes.
 */
export function TextSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('browse');
  const [text, setText] = useState(initial);
  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('search.byText')}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('search.text')}
          description={t('search.textHint')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={100}
          enterKeyHint="search"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light">
          {t('search.find')}
        </Button>
      </Group>
    </Paper>
  );
}
