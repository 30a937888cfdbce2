import type { z } from 'zod';
import type {
  AdminBlockedKeyword,
  AdminBlockedKeywordList,
  blockedKeywordRequestSchema,
} from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type KeywordRequest = z.output<typeof blockedKeywordRequestSchema>;

/** GET /admin/content/blocked-keywords: alphabetical. */
export const keywordsQuery = () => contentQuery<AdminBlockedKeywordList>('blocked-keywords');

export const keywordRequests = {
  add: (body: KeywordRequest) =>
    sendContent<AdminBlockedKeyword>('POST', contentPath('blocked-keywords'), body),
  remove: (id: number) => sendContent<null>('DELETE', contentPath('blocked-keywords', id)),
};
