import type { FastifyBaseLogger } from 'fastify';
import { type CarryOutDeletionResponse, STAFF_MESSAGES } from '@rishta/domain';
import type { Db, MediaStore } from '@rishta/db';
import type { ChatBus } from '../../chat-bus/chat-bus';
import { closeProfileSockets } from '../../chat/close-sockets';
import { eraseInDatabase } from './erase-person';

/**
 * Carries out a deletion request (issue 13, DESIGN.md §5.8): the person's rows go in one
 * transaction, then their photos, documents and report evidence leave the media store. A file
 * that cannot be deleted is logged by its key (never a name) for an operator to remove; the
 * database part stands, since nothing points at that file any more.
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
  const results = await Promise.allSettled(keys.map((key) => deps.media.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, key: keys[i] }, 'erasure: a media file could not be deleted');
    }
  });
  return { message: STAFF_MESSAGES.deletionCarriedOut };
}
