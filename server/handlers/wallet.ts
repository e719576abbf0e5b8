import { defineHandlers } from '../lib/http/handler.ts';
import { addFundLink, convertLoyaltyPoints, loyaltyPointPage, walletTransactionPage } from '../lib/wallet/ledger.ts';

export const walletHandlers = defineHandlers((ctx) => ({
  getWalletTransactions: async (req) =>
    walletTransactionPage(ctx.db, req.user!.id, req.query.type, req.query.limit ?? 10, req.query.offset ?? 1),

  addFund: async (req) => ({
    redirect_link: await addFundLink(ctx.db, ctx.env, req.user!.id, req.body, ctx.now()),
  }),

  getLoyaltyPointTransactions: async (req) =>
    loyaltyPointPage(ctx.db, req.user!.id, req.query.limit ?? 10, req.query.offset ?? 1),

  transferLoyaltyPoints: async (req) => {
    await convertLoyaltyPoints(ctx.db, req.user!.id, req.body.point, ctx.now());
    return { message: 'Point to wallet transfer successfully.' };
  },
}));
