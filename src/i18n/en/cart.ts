// English: the spec's cart and item wording, verbatim (part 1 §2, §4, §5, §8, §9; part 2 §2, §4, §5 and the message
// catalogue). `messages` holds the toasts the flows emit (src/domain/cart-messages.ts names their keys). The spec
// does not give the campaign login text (part 1 §8: "a shared constant whose wording is not shown").
export const cart = {
  drawer: {
    title: 'Shopping Cart',
    close: 'Close',
    emptyTitle: 'Your cart is empty',
    emptyBody: 'No items added in your cart. Please add product to your cart list.',
    continueShopping: 'Continue Shopping',
    moreForFreeDelivery: '{{amount}} more for free delivery',
    reducedDeliveryCharge: 'You have reduced delivery charge',
  },
  guestPrompt: {
    guest: 'Guest',
    login: 'Login',
    signUp: 'Sign Up',
  },
  item: {
    required: '(required)',
    optional: '(optional)',
    free: 'free',
    notAvailableNow: 'Not Available now',
    variationHint: 'This Variation needs to be selected in between minimum {{min}} and Maximum {{max}} items.',
    addToCart: 'Add to cart',
    updateToCart: 'Update to cart',
    buyNow: 'Buy Now',
    orderNow: 'Order Now',
    outOfStock: 'Out of Stock',
  },
  messages: {
    itemAdded: 'Item added to cart',
    itemUpdated: 'Item updated successfully',
    noChanges: 'No changes found to update.',
    itemRemoved: 'Cart item remove successfully.',
    outOfStock: 'Out of Stock.',
    outOfLimits: 'Out of Limits.',
    variationOutOfStock: 'This variation is out of stock. Choose another variation to proceed further.',
    variationRequired: 'Variation {{name}} can not remain without selection.',
    variationRange: 'Selected variation named {{name}} must be in between Minimum {{min}} and Maximum {{max}}.',
    storeConflict:
      'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
    cartReplaced: 'Your cart has been cleared successfully. And selected item added to the cart.',
    loginToOrder: 'Please log in to order this campaign item.',
  },
};
