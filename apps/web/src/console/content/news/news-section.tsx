import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminNews } from '@rishta/domain';
import { dateTime } from '../../lib/format-time';
import { ContentModal } from '../content-modal';
import { DeleteAction } from '../delete-action';
import { ListState } from '../list-state';
import { SectionHeader } from '../section-header';
import { NewsForm } from './news-form';
import { newsQuery, newsRequests } from './queries';

function NewsCard({ news }: { news: AdminNews }) {
  const { t, i18n } = useTranslation('admin-content');
  const [editing, edit] = useDisclosure(false);
  return (
    <Paper component="article" aria-label={news.title} withBorder radius="md" p="sm">
      <Group align="flex-start" gap="md">
        {news.image && (
          <Image src={news.image} alt="" w={120} h={80} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
        )}
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{news.title}</bdi>
          </Text>
          <Anchor
            href={news.link}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            dir="ltr"
            style={{ overflowWrap: 'anywhere' }}
          >
            {news.link}
          </Anchor>
          <Text fz="sm" lineClamp={3} dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {news.description}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('addedOn', { when: dateTime(news.created_on, i18n.language) })}
          </Text>
        </Stack>
        <Group gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={edit.open}
            aria-label={t('editNamed', { name: news.title })}
          >
            {t('edit')}
          </Button>
          <DeleteAction
            name={news.title}
            question={t('news.deleteQuestion')}
            done={t('news.deleted', { title: news.title })}
            remove={() => newsRequests.remove(news.id)}
          />
        </Group>
      </Group>
      <ContentModal opened={editing} onClose={edit.close} title={t('news.edit')}>
        <NewsForm news={news} onDone={edit.close} />
      </ContentModal>
    </Paper>
  );
}

/** /admin/content/news: the cards of the public news page, newest first. */
export function NewsSection() {
  const { t } = useTranslation('admin-content');
  const news = useQuery(newsQuery());
  const [adding, add] = useDisclosure(false);
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('news.title')}
        intro={t('news.intro')}
        action={<Button onClick={add.open}>{t('news.add')}</Button>}
      />
      <ListState query={news} empty={t('news.empty')}>
        {(list) => (
          <Stack gap="sm">
            {list.results.map((item) => (
              <NewsCard key={item.id} news={item} />
            ))}
          </Stack>
        )}
      </ListState>
      <ContentModal opened={adding} onClose={add.close} title={t('news.add')}>
        <NewsForm onDone={add.close} />
      </ContentModal>
    </Stack>
  );
}
