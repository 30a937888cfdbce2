import { guidelineRequestSchema, type AdminGuideline } from '@rishta/domain';
import { contentKind, itemValues, translationValues } from '../../kit/content/content-kind';
import { tags } from './tags';
import { VideoCard, VideoFields } from './video-item';

/**
 * /admin/content/guidelines: the guideline videos, oldest first, each under a tag (the filter by
 * tag is applied here). With a single tag, a new video goes under it unless another is chosen.
 */
export const videos = contentKind({
  texts: 'videos',
  collection: 'guidelines',
  name: (video: AdminGuideline) => video.title,
  form: {
    schema: guidelineRequestSchema,
    values: (video, queryClient) => {
      const tagList = queryClient.getQueryData(tags.list().queryKey)?.results ?? [];
      const onlyTag = tagList.length === 1 ? tagList[0]!.id : '';
      const titles = itemValues(video, { title: '', title_hindi: '', youtube_code: '' });
      return { ...titles, tag: String(video?.tag ?? onlyTag), ...translationValues(video) };
    },
    Fields: VideoFields,
  },
  Card: VideoCard,
});
