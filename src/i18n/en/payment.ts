// The result of a digital payment, where the payment page returns (flag=success|fail|cancel).
export const payment = {
  paid: 'Payment received',
  failed: {
    title: 'Payment failed',
    text: 'Your payment did not go through, so your order is not paid yet.',
  },
  cancelled: {
    title: 'Payment cancelled',
    text: 'You cancelled the payment, so your order is not paid yet.',
  },
  retry: 'Pay again',
  retrying: 'Opening the payment page…',
  notPayable: 'This order can no longer be paid.',
};
