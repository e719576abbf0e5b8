import { pageOf } from '../lib/http/scope.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import {
  CHAT_PAGE_SIZE,
  conversationDetails,
  listConversations,
  searchConversations,
  sendMessage,
  type SendBody,
} from '../lib/chat/conversations.ts';
import { scheduleDemoAnswer } from '../lib/chat/demo-answers.ts';

/** 6amMart's chat pages: 10 a page unless `limit` says otherwise. */
const chatPage = (q: { limit?: number; offset?: number }) =>
  pageOf({ limit: q.limit ?? CHAT_PAGE_SIZE, offset: q.offset });

export const chatHandlers = defineHandlers((ctx) => ({
  getConversations: async (req) => listConversations(ctx.db, req.user!.id, chatPage(req.query), req.query.type),

  searchConversations: async (req) => searchConversations(ctx.db, req.user!.id, req.query.name, chatPage(req.query)),

  getConversationMessages: async (req) => conversationDetails(ctx.db, req.user!.id, req.query, chatPage(req.query)),

  sendMessage: async (req) => {
    const body = (req.body ?? {}) as SendBody;
    const sent = await sendMessage(ctx.db, req.user!.id, body, chatPage(body), ctx.now());
    if (ctx.env.demoMode) scheduleDemoAnswer(ctx.db, sent.msg, sent.other, req.scope.locale, ctx.now);
    return sent.page;
  },
}));
