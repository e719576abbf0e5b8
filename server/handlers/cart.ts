// The store cart: guest_id or bearer, in the moduleId's module; every call answers with the whole cart.
import { cartOperations } from '../lib/cart/cart.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const cartHandlers = defineHandlers((ctx) => {
  const cart = cartOperations(ctx);
  return {
    getCart: async (req) => {
      const owner = req.scope.owner();
      return cart.cartOf(owner, req.scope.module(true), req.scope.serialize);
    },

    addToCart: async (req) => {
      const owner = req.scope.owner();
      return cart.addLine(owner, req.scope.module(true), req.body, req.scope.serialize);
    },

    updateCart: async (req) => {
      const owner = req.scope.owner();
      return cart.changeLine(owner, req.scope.module(true), req.body, req.scope.serialize);
    },

    removeCartItem: async (req) => {
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      await cart.removeLine(owner, module, req.query.cart_id);
      return cart.cartOf(owner, module, req.scope.serialize);
    },

    clearCart: async (req) => {
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      await cart.clear(owner, module);
      return cart.cartOf(owner, module, req.scope.serialize);
    },
  };
});
