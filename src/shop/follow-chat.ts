// Following the signed-in customer's chat: one chat-live chart per tab (machines/chat-live.machine.ts)
// bound to the embedded API's stream (`openChatStream`), started by its first follower (the navbar's chat badge, the
// inbox, an open conversation) and stopped after its last — one actor shared by several views, not a view's flow
// started on intent (src/ui/lazy-flow.tsx). Each event refreshes the chat's and the notifications'
// queries (the inbox, the unread counts, the notifications list) and tells the users that a conversation changed; the browser coming back online ends a back-off wait.
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createActor, fromCallback, type Actor, type EventObject } from 'xstate';
import { chatLiveMachine, type ChatStreamInput } from '../../machines/chat-live.machine.ts';
import { hasChatStream } from '../api/backend-generation.ts';
import { openChatStream } from '../api/chat.ts';
import { configQueries } from '../api/config.ts';

/** Hears which conversation changed (null: maybe any) and how (`kind`: message, read, notification or poll). */
type Listener = (conversationId: number | null, kind: string) => void;

/**
 * The chart bound to the stream, once the backend's config is read: a backend without one (hasChatStream: an older
 * 6amMart) is never asked for it — the stream is unsupported at once and the chat polls.
 */
const liveMachineFor = (queryClient: QueryClient) =>
  chatLiveMachine.provide({
    actors: {
      stream: fromCallback<EventObject, ChatStreamInput>(({ input, sendBack }) => {
        let close: (() => void) | null = null;
        let stopped = false;
        void queryClient
          .ensureQueryData(configQueries.config())
          .catch(() => undefined)
          .then((config) => {
            if (stopped) return;
            if (config && !hasChatStream(config)) return sendBack({ type: 'UNSUPPORTED' });
            close = openChatStream(input.lastEventId, {
              opened: () => sendBack({ type: 'OPENED' }),
              event: (e) => sendBack({ type: 'RECEIVED', id: e.id, conversationId: e.conversationId, kind: e.type }),
              dropped: () => sendBack({ type: 'DROPPED' }),
              unsupported: () => sendBack({ type: 'UNSUPPORTED' }),
            });
          });
        return () => {
          stopped = true;
          close?.();
        };
      }),
    },
  });

let live: { actor: Actor<ReturnType<typeof liveMachineFor>>; stop: () => void } | null = null;
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();

function start(queryClient: QueryClient) {
  const actor = createActor(liveMachineFor(queryClient));
  const changed = actor.on('changed', ({ conversationId, kind }) => {
    void queryClient.invalidateQueries({ queryKey: ['chat'] });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    listeners.forEach((listener) => listener(conversationId, kind));
  });
  const status = actor.subscribe(() => statusListeners.forEach((l) => l()));
  const online = () => actor.send({ type: 'ONLINE' });
  window.addEventListener('online', online);
  actor.start();
  live = {
    actor,
    stop: () => {
      window.removeEventListener('online', online);
      changed.unsubscribe();
      status.unsubscribe();
      actor.stop();
    },
  };
}

/**
 * Follows the chat: `onChanged` hears which conversation changed (null: maybe any, after a poll). The stream is shared
 * by every follower and closes after the last one stops (the function returned).
 */
export function followChatLive(queryClient: QueryClient, onChanged: Listener): () => void {
  const listener: Listener = (id, kind) => onChanged(id, kind);
  listeners.add(listener);
  if (!live) start(queryClient);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && live) {
      live.stop();
      live = null;
    }
  };
}

/** Follows the chat while the calling component is shown (the inbox and the navbar's badge: their queries refresh). */
export function useChatLive() {
  const queryClient = useQueryClient();
  useEffect(() => followChatLive(queryClient, () => undefined), [queryClient]);
}

const reconnecting = () => live?.actor.getSnapshot().hasTag('reconnecting') ?? false;
const subscribeStatus = (onChange: () => void) => {
  statusListeners.add(onChange);
  return () => void statusListeners.delete(onChange);
};

/** Whether the live stream dropped and is waiting to try again (the conversation says it is reconnecting). */
export const useChatReconnecting = () => useSyncExternalStore(subscribeStatus, reconnecting, () => false);
