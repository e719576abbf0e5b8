import { defineHandlers } from '../lib/http/handler.ts';
import { listNotifications } from '../lib/notifications/notifications.ts';

export const notificationHandlers = defineHandlers((ctx) => ({
  getNotifications: async (req) =>
    listNotifications(ctx.db, req.user!.id, req.scope.zoneIds(true), req.scope.locale, ctx.now()),
}));
