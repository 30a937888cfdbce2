import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The 404 and error screens share one look: a title and a Home page link. */
export function ErrorScreen({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} dir="auto">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        {/* A plain link, not the router's, so it works even when the router itself failed. */}
        <Button component="a" href={paths.home} size="md">
          {t('errors.homePage')}
        </Button>
      </Stack>
    </Center>
  );
}
