import { conversationMachine, type ChatMessage, type MessagePage } from '../../machines/conversation.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const CUSTOMER = 11;
export const STORE = 3;

export const message = (id: number, text: string | null, sender = STORE, files: string[] = []): ChatMessage => ({
  id,
  conversation_id: 5,
  sender_id: sender,
  message: text,
  file: files.length ? JSON.stringify(files) : null,
  file_full_url: files.map((f) => `http://localhost/media/conversation/${f}`),
  is_seen: 1,
  created_at: `2026-11-24T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
  updated_at: `2026-11-24T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
});

const party = (id: number, user: boolean) => ({
  id,
  f_name: user ? 'Jane' : 'Fresh Basket',
  l_name: user ? 'Doe' : '',
  phone: null,
  email: null,
  image: null,
  image_full_url: null,
  user_id: user ? 1 : null,
  vendor_id: user ? null : 2,
  deliveryman_id: null,
  admin_id: null,
});

/** A page of the conversation with Fresh Basket (vendor 2) as the server answers it. */
export function page(messages: ChatMessage[], total = messages.length, offset = 1, limit = 2): MessagePage {
  return {
    total_size: total,
    limit,
    offset,
    status: true,
    messages: [...messages].reverse(),
    conversation: {
      id: 5,
      sender_id: CUSTOMER,
      sender_type: 'customer',
      receiver_id: STORE,
      receiver_type: 'vendor',
      last_message_id: messages.at(-1)?.id ?? null,
      last_message_time: messages.at(-1)?.created_at ?? null,
      unread_message_count: 0,
      created_at: '2026-11-24T10:00:00.000Z',
      updated_at: '2026-11-24T10:00:00.000Z',
      sender: party(CUSTOMER, true),
      receiver: party(STORE, false),
      last_message: messages.at(-1) ?? null,
    },
  };
}

/** The newest page: two of three messages (one older page remains). */
export const newest = page([message(2, 'Is the milk fresh?', CUSTOMER), message(3, 'Yes, delivered this morning.')], 3);
/** The older page: the first message. */
export const older = page([message(1, 'Hello!', CUSTOMER)], 3, 2);
/** After Send: the message sent is the newest. */
export const afterSend = page(
  [message(3, 'Yes, delivered this morning.'), message(4, 'Two bottles, please.', CUSTOMER)],
  4,
);
/** What the live stream brings: the store's answer. */
export const answered = page([message(4, 'Two bottles, please.', CUSTOMER), message(5, 'On their way!')], 5);

export const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'shelf.png', { type: 'image/png' });

/** A send that got no answer, as the API client makes it (status 0, code network). */
export const noAnswer = () =>
  Object.assign(new Error('We could not reach the shop. Check your internet connection, then try again.'), {
    code: 'network',
  });

export const conversationPaths: MachinePathConfig = {
  machine: withInertActors(conversationMachine),
  input: { target: { vendor_id: 2 } },
  variants: {
    TYPE: [{ text: 'Two bottles, please.' }],
    // one image is enough for the chart (the shared image rule's limits are tested with the refund and review forms)
    ADD_IMAGES: (snapshot) => ((snapshot.context as { images: Blob[] }).images.length ? [] : [{ files: [photo()] }]),
    REMOVE_IMAGE: [{ index: 0 }],
    RECEIVED: [{ page: answered }],
    'xstate.done.actor.loadNewest': [{ output: newest }],
    'xstate.error.actor.loadNewest': [{ error: new Error('Too many requests, please slow down.') }],
    'xstate.done.actor.loadOlder': [{ output: older }],
    'xstate.error.actor.loadOlder': [{ error: new Error('Too many requests, please slow down.') }],
    'xstate.done.actor.sendMessage': [{ output: afterSend }],
    'xstate.error.actor.sendMessage': [
      { error: new Error('Too many messages. Please wait a minute.') },
      { error: noAnswer() },
    ],
  },
  // the guards read whether there is text or images to send (and which image a removal names) and whether older
  // messages remain
  serializeContext: (c: { draft: string; images: Blob[]; hasOlder: boolean }) => ({
    text: c.draft.trim() !== '',
    images: c.images.length,
    older: c.hasOlder,
  }),
};
