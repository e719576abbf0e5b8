// The trip cart (/api/v1/rental/user/cart/*): guest_id or bearer; every call answers with the whole cart.
import { defineHandlers } from '../lib/http/handler.ts';
import { idList } from '../lib/http/json-lists.ts';
import type { Owner, RequestScope } from '../lib/http/scope.ts';
import { cartResponse, clearCart } from '../lib/rental-cart/cart.ts';
import {
  addToTripCart,
  changeCartLine,
  changeCartTrip,
  checkVehicleAvailability,
  removeCartLine,
  removeCartLines,
} from '../lib/rental-cart/cart-changes.ts';

type Req = { scope: RequestScope };

export const rentalCartHandlers = defineHandlers((ctx) => {
  /** owner + module check, then the handler's work, then the whole cart. */
  const withCart = async (req: Req, work: (owner: Owner) => Promise<void>) => {
    const owner = req.scope.owner();
    req.scope.module();
    await work(owner);
    return cartResponse(ctx, owner, req.scope.serialize);
  };

  return {
    getRentalCart: async (req) => withCart(req, async () => {}),
    addToRentalCart: async (req) => withCart(req, (owner) => addToTripCart(ctx, owner, req.body)),
    updateRentalCart: async (req) => withCart(req, (owner) => changeCartLine(ctx, owner, req.body)),
    updateRentalCartUserData: async (req) =>
      withCart(req, (owner) => changeCartTrip(ctx, owner, req.params.user_data_id, req.body)),
    removeRentalCartVehicle: async (req) => withCart(req, (owner) => removeCartLine(ctx.db, owner, req.params.cart_id)),
    removeMultipleRentalCart: async (req) =>
      withCart(req, (owner) => removeCartLines(ctx.db, owner, idList(req.query.cart_ids, 'cart_ids') ?? [])),
    clearRentalCart: async (req) => withCart(req, (owner) => clearCart(ctx.db, owner)),

    checkRentalVehicle: async (req) => {
      req.scope.owner();
      req.scope.module();
      await checkVehicleAvailability(ctx.db, req.body);
      return { status: 'success' as const };
    },
  };
});
