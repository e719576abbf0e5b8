import { fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import {
  conversationMachine,
  type MessagePage,
  type MessagesRequest,
  type SendRequest,
} from '../../../machines/conversation.machine.ts';
import type { ChatTarget } from '../../../domain/chat.ts';
import { fetchConversationMessages, sendChatMessage, type SendTarget } from '../../api/chat.ts';

/** Where Send sends a message to the target: its conversation, or the party (the first message opens it). */
export function sendTargetOf(target: ChatTarget): SendTarget {
  if ('conversation_id' in target) return { conversation_id: target.conversation_id };
  if ('vendor_id' in target) return { receiver_type: 'vendor', receiver_id: target.vendor_id };
  if ('delivery_man_id' in target) return { receiver_type: 'delivery_man', receiver_id: target.delivery_man_id };
  return { receiver_type: 'admin' };
}

/**
 * The conversation chart bound to GET message/details and POST message/send (one Idempotency-Key per attempt: a
 * message sent again after a lost answer is one message) and to the live chat: `subscribe` is the shared stream's
 * (src/shop/follow-chat.ts), and each new message of this conversation (or any change, after a poll) reloads its newest messages,
 * which also marks them read.
 */
export function createConversationMachine(
  subscribe: (onChanged: (conversationId: number | null, kind: string) => void) => () => void,
) {
  const keys = new Map<number, string>();
  const keyOf = (attempt: number) => {
    if (!keys.has(attempt)) keys.set(attempt, crypto.randomUUID());
    return keys.get(attempt)!;
  };
  return conversationMachine.provide({
    actors: {
      loadMessages: fromPromise<MessagePage, MessagesRequest>(({ input }) =>
        fetchConversationMessages(input.target, input.page),
      ),
      sendMessage: fromPromise<MessagePage, SendRequest>(({ input }) =>
        sendChatMessage(sendTargetOf(input.target), input.text, [...input.images], keyOf(input.attempt)),
      ),
      follow: fromCallback<EventObject, { target: ChatTarget }>(({ input, sendBack }) => {
        let target = input.target;
        let running = false;
        let again = false;
        const refresh = () => {
          if (running) return void (again = true); // asked again once the running load is in
          running = true;
          fetchConversationMessages(target, 1)
            .then((page) => {
              if (page.conversation) target = { conversation_id: page.conversation.id };
              sendBack({ type: 'RECEIVED', page });
            })
            .catch(() => undefined) // the next change or poll asks again
            .finally(() => {
              running = false;
              if (again) {
                again = false;
                refresh();
              }
            });
        };
        return subscribe((conversationId, kind) => {
          // a read is this customer's own (the load below causes one): the messages are as they were
          if (kind === 'read') return;
          const known = 'conversation_id' in target ? target.conversation_id : null;
          if (conversationId === null || known === null || conversationId === known) refresh();
        });
      }),
    },
  });
}

/** A running conversation chart, as the inbox's parts read it. */
export type ConversationActor = ActorRefFrom<ReturnType<typeof createConversationMachine>>;
