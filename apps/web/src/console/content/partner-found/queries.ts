import type { z } from 'zod';
import type { partnerFoundOffsetRequestSchema, PartnerFoundOffsetResponse } from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type OffsetRequest = z.output<typeof partnerFoundOffsetRequestSchema>;

/** GET /admin/content/partner-found-offset: the offset and the public number it makes. */
export const offsetQuery = () => contentQuery<PartnerFoundOffsetResponse>('partner-found-offset');

export const setOffset = (body: OffsetRequest) =>
  sendContent<PartnerFoundOffsetResponse>('PUT', contentPath('partner-found-offset'), body);
