import type { Feedback } from '@rishta/domain';
import { feedback, type Db } from '@rishta/db';

export async function saveFeedback(db: Db, input: Feedback): Promise<void> {
  await db.insert(feedback).values(input);
}
