// English: rating and reviewing an item of a delivered order, its delivery man or a trip's vehicle (the review fields,
// src/shop/review-fields.tsx; the order page's own texts are in orders.review, the trip's in rental.review).
export const review = {
  title: 'Review {{name}}',
  titleDeliveryMan: 'Rate {{name}}, your delivery man',
  rating: 'Your rating',
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  comment: 'Your review',
  commentOptional: 'Your review (optional)',
  commentHint: 'What did you like or dislike?',
  submit: 'Submit review',
  sending: 'Sending…',
  submitted: 'Review submitted successfully.',
};
