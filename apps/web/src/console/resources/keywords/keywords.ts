import { blockedKeywordRequestSchema, type AdminBlockedKeyword } from '@rishta/domain';
import { contentKind } from '../../kit/content/content-kind';
import { KeywordChip, KeywordChips } from './keyword-item';

/**
 * /admin/content/blocked-keywords: words a profile may not contain, checked from the next save
 * on (alphabetical). The API stores a keyword in lower case with single spaces.
 */
export const keywords = contentKind({
  texts: 'keywords',
  collection: 'blocked-keywords',
  name: (item: AdminBlockedKeyword) => item.keyword,
  add: {
    inline: true,
    schema: blockedKeywordRequestSchema,
    values: () => ({ keyword: '' }),
    field: { name: 'keyword', max: 'keyword', autoComplete: 'off' },
    conflictField: 'keyword',
  },
  Item: KeywordChip,
  List: KeywordChips,
  width: 900,
});
