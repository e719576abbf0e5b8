import {
  customerInfo,
  removeAccount,
  suggestedItems,
  updateInterest,
  updateProfile,
  updatePushToken,
} from '../lib/accounts/profile.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const customerHandlers = defineHandlers((ctx) => ({
  getCustomerInfo: async (req) => customerInfo(ctx, req.user!.id),

  updateProfile: async (req) => updateProfile(ctx, req.user!, req.body),

  removeAccount: async (req, reply) => {
    if (await removeAccount(ctx, req.user!.id)) return [];
    reply.code(203);
    return {
      errors: [
        { code: 'on-going', message: 'You have ongoing orders. Please complete them before deleting your account.' },
      ],
    } as never;
  },

  getSuggestedItems: async (req) => suggestedItems(ctx, req, req.user!.id),

  updateInterest: async (req) => updateInterest(ctx, req.user!.id, Number(req.headers.moduleid), req.body.interest),

  // 6amMart's PUT customer/cm-firebase-token, sent by its clients as POST with `_method: "put"`
  updateCmFirebaseToken: async (req) => {
    await updatePushToken(ctx, req.user!.id, req.body.cm_firebase_token);
    return { message: 'Updated successfully' };
  },
}));
