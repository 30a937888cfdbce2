import { storyRequestSchema, type AdminStory } from '@rishta/domain';
import { contentKind, itemValues, translationValues } from '../../kit/content/content-kind';
import { StoryCard, StoryFields } from './story-item';

const blank = { name: '', short_description: '', description: '', youtube_code: '' };

/** /admin/content/stories: the success stories of the home page, newest first. */
export const stories = contentKind({
  texts: 'stories',
  collection: 'stories',
  name: (story: AdminStory) => story.name,
  form: {
    schema: storyRequestSchema,
    values: (story) => ({ ...itemValues(story, blank), ...translationValues(story) }),
    Fields: StoryFields,
  },
  Card: StoryCard,
});
