// English: the spec's wording, verbatim.
export const common = {
  appName: 'Sixam Market',
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  yes: 'Yes',
  no: 'No',
  save: 'Save',
  skip: 'Skip',
  viewAll: 'View all',
  somethingWentWrong: 'Something went wrong.',
  /** A part of a page that failed to show (src/shop/part-boundary.tsx), with Try again. */
  partFailed: {
    cart: 'Your cart could not be shown.',
    checkout: 'This part of the checkout could not be shown.',
    section: 'This section could not be shown.',
  },
  serverUnavailable: 'The service is not available right now. Please try again later.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist.',
  goHome: 'Go to home',
  /** A number field's stepper buttons (the kit's NumberInput), named after the field's label. */
  decrease: 'Decrease {{label}}',
  increase: 'Increase {{label}}',
  /** The shop's place search answered without places (a backend without a maps service: an empty answer). */
  placeSearchUnavailable: 'Place search is not available right now. Use your current location or pick it on the map.',
  /** A failed call as the shop words it (src/api/failure.ts), by its status and error code. */
  failure: {
    signIn: 'Please sign in to continue.',
    module: 'Choose what you want to shop for, then try again.',
    zone: 'Set your location to see what is available near you.',
    notFound: 'We could not find this. It may have been removed or is no longer available.',
    refused: 'The shop could not do this. Please check and try again, or go back to the home page.',
    signInAction: 'Sign in',
    zoneAction: 'Set your location',
    moduleAction: 'Choose a module',
  },
};
