// Event → step for the live chat stream behind the inbox, a conversation and the navbar's chat badge.
import type { FlowSteps } from '../support/test-plans.ts';

export const chatLiveSteps: FlowSteps = {
  machine: 'chat-live',
  when: {
    OPENED: 'the live stream answers',
    RECEIVED: (e) => `a new message or a read arrives in conversation ${e.conversationId}`,
    DROPPED: 'the live stream drops (the network fails or the server restarts)',
    UNSUPPORTED: 'the backend has no live stream (a real 6amMart backend answers 404)',
    ONLINE: 'the browser is back online',
    'after:backoff': 'the back-off wait passes',
    'after:poll': '10 seconds pass',
  },
};
