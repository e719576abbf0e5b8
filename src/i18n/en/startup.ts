// English: what a customer reads when the app cannot start or a part of it fails to load.
export const startup = {
  title: 'The shop could not be loaded',
  tooManyRequests: 'There are too many requests right now. Please wait a moment, then try again.',
  // also the message of any call that gets no answer (src/api/errors.ts, unansweredCall)
  offline: 'We could not reach the shop. Check your internet connection, then try again.',
  serverError: 'The shop did not answer as expected. Please try again.',
  // a 429 whose Retry-After says how long to wait (src/api/errors.ts, answerMessage)
  tooManyRequestsIn: 'There are too many requests right now. Please try again in {{count}} seconds.',
  // a call given up after waiting for its answer (src/api/client.ts, ANSWER_DEADLINE_MS)
  slow: 'The shop is taking longer than usual to answer. Please try again.',
  chunkTitle: 'A part of the page could not be loaded',
  chunkBody: 'The connection dropped or the shop was updated. Reload the page to continue.',
  reload: 'Reload the page',
};
