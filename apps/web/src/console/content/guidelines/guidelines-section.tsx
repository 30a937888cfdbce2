import { Grid } from '@mantine/core';
import { TagsPanel } from './tags-panel';
import { VideosPanel } from './videos-panel';

/** /admin/content/guidelines: the tags (the public page's tabs) beside the videos under them. */
export function GuidelinesSection() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TagsPanel />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <VideosPanel />
      </Grid.Col>
    </Grid>
  );
}
