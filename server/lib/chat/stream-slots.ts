// The cap on a customer's live chat streams (tabs, devices), shared by every API process on the database: a stream
// takes a row of chat_streams under the lock of the customer's participant row, and gives it back when it ends. The
// rows of a process that is gone (killed, crashed: no connection of its name left, server/db/client.ts) and the rows
// this process failed to give back (the database was away when a stream ended) no longer count, and are deleted by
// the next stream the customer opens.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatParticipants, chatStreams } from '../../db/schema/chat.ts';

/** Live streams one customer may hold open across every process; one more answers 429. */
export const MAX_STREAMS_PER_CUSTOMER = 8;

export function streamSlots(database: Pick<Database, 'db' | 'holder' | 'isHolderAlive'>) {
  const { db, holder } = database;
  /** The slots this process's open streams hold. */
  const mine = new Set<number>();
  return {
    /** A slot for a new stream of the participant, or null when they hold MAX_STREAMS_PER_CUSTOMER already. */
    async take(participantId: number): Promise<number | null> {
      // which processes holding the participant's streams are gone, asked before the lock (on other connections)
      const holders = await db
        .selectDistinct({ holder: chatStreams.holder })
        .from(chatStreams)
        .where(eq(chatStreams.participantId, participantId));
      const gone = new Set<string>();
      for (const { holder: name } of holders)
        if (name !== holder && !(await database.isHolderAlive(name))) gone.add(name);
      return db.transaction(async (tx) => {
        await tx
          .select({ id: chatParticipants.id })
          .from(chatParticipants)
          .where(eq(chatParticipants.id, participantId))
          .for('update');
        const rows = await tx
          .select({ id: chatStreams.id, holder: chatStreams.holder })
          .from(chatStreams)
          .where(eq(chatStreams.participantId, participantId));
        const stale = rows
          .filter((row) => (row.holder === holder ? !mine.has(row.id) : gone.has(row.holder)))
          .map((row) => row.id);
        if (stale.length) await tx.delete(chatStreams).where(inArray(chatStreams.id, stale));
        if (rows.length - stale.length >= MAX_STREAMS_PER_CUSTOMER) return null;
        const [row] = await tx.insert(chatStreams).values({ participantId, holder }).returning({ id: chatStreams.id });
        mine.add(row!.id);
        return row!.id;
      });
    },
    /** Gives an ended stream's slot back. */
    release(slot: number) {
      mine.delete(slot);
      // the database away or closed (a stopping process): the row is deleted by the customer's next stream
      db.delete(chatStreams)
        .where(eq(chatStreams.id, slot))
        .catch(() => undefined);
    },
  };
}
