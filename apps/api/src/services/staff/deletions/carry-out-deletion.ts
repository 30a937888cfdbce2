import type { FastifyBaseLogger } from 'fastify';
import { type CarryOutDeletionResponse, STAFF_MESSAGES } from '@rishta/domain';
import type { Db, MediaStore } from '@rishta/db';
import type { ChatBus } from '../../chat-bus/chat-bus';
import { closeProfileSockets } from '../../chat/close-sockets';
import { deleteQueuedMedia } from '../../media-deletions/discard-media';
import { eraseInDatabase } from './erase-person';

/**
 * Carries out a deletion request (issue 13, DESIGN.md §5.8): the person's rows go in one
 * transaction, which also queues their photos, documents and report evidence for deletion; then
 * those files leave the media store. A file that cannot be deleted now (the store is down) stays
 * queued, by its key only, and the delete-media-files job retries it until it is gone (issue 33);
 * the dashboard counts the files still waiting.
 */
export async function carryOutDeletion(
  deps: { db: Db; media: MediaStore; log: FastifyBaseLogger; chatBus: ChatBus },
  staffAccountId: number,
  requestId: number,
  now: Date,
): Promise<CarryOutDeletionResponse> {
  const { profileId, mediaKeys: keys } = await deps.db.transaction((tx) =>
    eraseInDatabase(tx, staffAccountId, requestId, now),
  );
  // Their live chat sockets close at once; their messages went with the rows (issue 14).
  await closeProfileSockets(deps.chatBus, profileId, 'account erased');
  const { waiting } = await deleteQueuedMedia(deps.db, deps.media, keys);
  if (waiting > 0)
    deps.log.warn({ waiting }, 'erasure: media files wait to be deleted by the delete-media-files job');
  return { message: STAFF_MESSAGES.deletionCarriedOut };
}
