// English: a delivered order's refund request form (the order details page's own texts are in orders.refund).
export const refund = {
  title: 'Refund request',
  reasons: 'Why do you want a refund?',
  loading: 'Loading reasons…',
  loadFailed: 'Could not load the refund reasons.',
  note: 'Note (optional)',
  submit: 'Submit',
  sending: 'Sending…',
  requested: 'Refund request placed successfully.',
};
