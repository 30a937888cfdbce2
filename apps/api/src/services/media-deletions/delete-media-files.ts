import type { JobDefinition } from '../jobs/job-definition';
import { deleteQueuedMedia } from './discard-media';

/**
 * Issue 33: files whose rows are gone but which the media store could not delete at the time (it
 * was down) are retried until they are gone. An erased person's files are among them, so the
 * dashboard shows how many still wait.
 */
export const deleteMediaFiles: JobDefinition = {
  name: 'delete-media-files',
  everyMinutes: 5,
  description:
    'Deletes the photos, documents and other files the media store could not delete when their ' +
    'rows went (an erasure, a replaced photo), and counts those still waiting.',
  async run({ db, media }) {
    const { deleted, waiting } = await deleteQueuedMedia(db, media);
    return { files_deleted: deleted, files_waiting: waiting };
  },
};
