import type { z } from 'zod';
import type {
  AdminMarquee,
  AdminMarqueeList,
  marqueeCreateSchema,
  marqueeUpdateSchema,
} from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type MarqueeCreate = z.output<typeof marqueeCreateSchema>;
export type MarqueeUpdate = z.output<typeof marqueeUpdateSchema>;

/** GET /admin/content/marquee: every header line, switched-off ones too. */
export const marqueeQuery = () => contentQuery<AdminMarqueeList>('marquee');

export const marqueeRequests = {
  add: (body: MarqueeCreate) => sendContent<AdminMarquee>('POST', contentPath('marquee'), body),
  /** PUT replaces the line: its text and whether it runs, both. */
  update: (id: number, body: MarqueeUpdate) =>
    sendContent<AdminMarquee>('PUT', contentPath('marquee', id), body),
  remove: (id: number) => sendContent<null>('DELETE', contentPath('marquee', id)),
};
