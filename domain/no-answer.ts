// A call that got no answer at all (offline, the API down or unreachable): the API client gives it this error code
// (src/api/errors.ts, `unansweredCall`), and a chart that waits for the connection before trying again tells it
// apart by it (machines/conversation.machine.ts: a message sent offline is queued, not refused).

export const NO_ANSWER_CODE = 'network';

/** An error the API client made for a call that got no answer (an ApiError of status 0 and code NO_ANSWER_CODE). */
export const isNoAnswer = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === NO_ANSWER_CODE;
