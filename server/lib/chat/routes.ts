// The chat's routes outside the contract: its images under /media/conversation (names are unguessable, as the
// order attachments'; never cached by shared caches). See docs/architecture.md, "Chat".
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatAttachments } from '../../db/schema/chat.ts';
import type { AppContext } from '../http/handler.ts';
import { registerStoredImageRoute } from '../http/image-upload.ts';

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext) {
  registerStoredImageRoute(app, 'conversation', 'private', async (name) => {
    const [img] = await ctx.db.select().from(chatAttachments).where(eq(chatAttachments.name, name));
    return img;
  });
}
