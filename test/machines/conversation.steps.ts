// Event → UI step for a conversation in the inbox (/profile?page=inbox).
import type { FlowSteps } from '../support/test-plans.ts';

export const conversationSteps: FlowSteps = {
  machine: 'conversation',
  when: {
    TYPE: (e) => `the customer types "${e.text}" in the message box`,
    ADD_IMAGES: (e) =>
      `the customer adds the files ${(e.files as File[]).map((f) => `"${f.name}"`).join(' and ')} under "Add images"`,
    REMOVE_IMAGE: (e) => `the customer presses "Remove image ${(e.index as number) + 1}"`,
    SEND: 'the customer presses "Send" (or Enter in the box)',
    RETRY: 'the customer presses "Try again" (or "Send now" while waiting for a connection)',
    ONLINE: 'the browser is back online',
    LOAD_OLDER: 'the customer scrolls to the top of the messages (or presses "Earlier messages")',
    RECEIVED: 'a new message arrives through the live stream',
    'error:loadNewest': 'the messages fail to load',
    'error:loadOlder': 'the older messages fail to load',
    'error:sendMessage': 'the message is refused, or gets no answer',
  },
};
