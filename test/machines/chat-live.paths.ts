import { chatLiveMachine } from '../../machines/chat-live.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const chatLivePaths: MachinePathConfig = {
  machine: withInertActors(chatLiveMachine),
  variants: {
    // an event of a conversation (the stream's ids are the server's event ids)
    RECEIVED: [{ id: '41', conversationId: 7, kind: 'message' }],
  },
  // the back-off reads the drops in a row: one drop is enough to wait (more only lengthen the wait:
  // chat-live.test.ts); the last event id decides nothing in the chart
  serializeContext: (c: { attempt: number }) => Math.min(c.attempt, 1),
};
