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
};
