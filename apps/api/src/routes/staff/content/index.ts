import type { FastifyInstance } from 'fastify';
import { blockedKeywordRoutes } from './keywords';
import { bookRoutes } from './books';
import { chatGroupRoutes } from './chat-groups';
import { guidelineTagRoutes } from './video-tags';
import { guidelineVideoRoutes } from './videos';
import { marqueeRoutes } from './marquee';
import { newsRoutes } from './news';
import { partnerFoundOffsetRoutes } from './partner-found-offset';
import { storyRoutes } from './stories';

/**
 * /api/admin/content/* (issue 13): admins manage what the public pages show. The public calls
 * answer with `no-store`, and each change invalidates the server's copies (app.cache; in every API
 * process when they share a Redis), so it shows on the next page load without a restart.
 */
export async function staffContentRoutes(app: FastifyInstance) {
  await app.register(guidelineTagRoutes);
  await app.register(guidelineVideoRoutes);
  await app.register(bookRoutes);
  await app.register(newsRoutes);
  await app.register(storyRoutes);
  await app.register(marqueeRoutes);
  await app.register(blockedKeywordRoutes);
  await app.register(partnerFoundOffsetRoutes);
  await app.register(chatGroupRoutes);
}
