// English: rating and reviewing an item of a delivered order (the order page's own texts are in orders.review).
export const review = {
  title: 'Review {{name}}',
  titleDeliveryMan: 'Rate {{name}}, your delivery man',
  rating: 'Your rating',
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  comment: 'Your review',
  commentHint: 'What did you like or dislike?',
  submit: 'Submit review',
  sending: 'Sending…',
  submitted: 'Review submitted successfully.',
};
