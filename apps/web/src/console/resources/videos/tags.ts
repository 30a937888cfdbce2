import { guidelineTagRequestSchema, type AdminGuidelineTag } from '@rishta/domain';
import { contentKind, RowList, translationValues } from '../../kit/content/content-kind';
import { TagRow } from './tag-item';

const tagForm = {
  schema: guidelineTagRequestSchema,
  values: (tag?: AdminGuidelineTag) => ({ name: tag?.name ?? '', ...translationValues(tag) }),
  field: { name: 'name', max: 'tagName', translated: true },
  conflictField: 'name',
} as const;

/**
 * /admin/content/guideline-tags: the tabs of the guidelines page in order, each with its number
 * of videos. "New tag" above the list adds one; Rename renames it in a dialog (its videos keep
 * it); a tag with videos cannot be deleted.
 */
export const tags = contentKind({
  texts: 'tags',
  collection: 'guideline-tags',
  name: (tag: AdminGuidelineTag) => tag.name,
  add: { ...tagForm, inline: true },
  edit: { ...tagForm, size: 'md' },
  Item: TagRow,
  List: RowList,
});
