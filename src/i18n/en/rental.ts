// English: the rental module's wording, verbatim from spec part 2 (§2 rental screens and dialogs, §4 rental trip
// type, §5, §9 and the message catalogue). `messages` holds the trip cart's toasts (machines/trip-cart.machine.ts).
export const rental = {
  messages: {
    vehicleAdded: 'The vehicle successfully added to your cart.',
    quantityLimit: "You can't add more than {{n}} quantities of this vehicle.",
    tripUpdated: 'Updated successfully.',
    lineRemoved: 'Cart item remove successfully.',
  },
  dialogs: {
    providerConflict:
      'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    changeTripType: 'Do you want to change trip type',
    changeDuration: 'Do you want to change trip duration',
    reset: 'Are you sure want to reset ?',
    conflictsTitle: 'These vehicles do not support the selected trip type',
    removeAndContinue: 'Remove & Continue',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
  },
  cart: {
    title: 'Trip cart',
    lines: 'Vehicles in the trip cart',
    empty: 'Your cart is empty',
    emptyBody: 'No vehicles added to your cart yet.',
    increase: 'Increase {{name}}',
    decrease: 'Decrease {{name}}',
    remove: 'Remove {{name}}',
    quantity: 'Quantity of {{name}}',
    reset: 'Reset',
    tripType: 'Trip type',
    hourly: 'Hourly',
    distanceWise: 'Distance wise',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    km: '{{km}} km',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    busy: 'Updating your cart…',
  },
};
