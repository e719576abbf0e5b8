// The chat's routes outside the contract: the live stream (./stream.ts) and its images under /media/conversation (names are unguessable, as the
// order attachments'; never cached by shared caches). See docs/architecture.md, "Chat".
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { chatAttachments } from '../../db/schema/chat.ts';
import type { AppContext } from '../http/handler.ts';
import { registerStoredImageRoute } from '../http/image-upload.ts';
import { registerChatStream } from './stream.ts';

export function registerChatRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  database: Pick<Database, 'listen' | 'db' | 'holder' | 'isHolderAlive'>,
) {
  registerChatStream(app, ctx, database);
  registerStoredImageRoute(app, 'conversation', 'private', async (name) => {
    const [img] = await ctx.db.select().from(chatAttachments).where(eq(chatAttachments.name, name));
    return img;
  });
}
