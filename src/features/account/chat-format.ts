// What the inbox and a conversation show of 6amMart's chat JSON: the other party and its name, who sent a message,
// a message's time, and the day separators. Times are in the UI language (Latin digits in Arabic, as everywhere).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTarget } from '../../../domain/chat.ts';
import type { ChatMessage, Conversation } from '../../../machines/conversation.machine.ts';
import type { ChatWith } from '../../routes/paths.ts';
import { formatDate } from '../../../domain/format.ts';

type Participant = Conversation['sender'];

/** The other party of a conversation (the customer is the participant with a user id). */
export const otherParty = (c: Conversation): Participant => (c.sender.user_id !== null ? c.receiver : c.sender);

/** The customer's own participant id in a conversation (their messages' sender_id). */
export const myParticipantId = (c: Conversation): number => (c.sender.user_id !== null ? c.sender.id : c.receiver.id);

export const partyName = (p: Participant) => `${p.f_name} ${p.l_name}`.trim();

/** The chart's target for what the URL names. */
export function targetOf(chatWith: ChatWith): ChatTarget {
  if ('conversation' in chatWith) return { conversation_id: chatWith.conversation };
  if ('vendor' in chatWith) return { vendor_id: chatWith.vendor };
  if ('deliveryman' in chatWith) return { delivery_man_id: chatWith.deliveryman };
  return { admin_id: 0 };
}

const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** Who the inbox's URL opens a conversation with (`conversation`, `vendor`, `deliveryman` or `support`), else null. */
export function chatWithOf(search: URLSearchParams): ChatWith | null {
  const conversation = positive(search.get('conversation'));
  if (conversation) return { conversation };
  const vendor = positive(search.get('vendor'));
  if (vendor) return { vendor };
  const deliveryman = positive(search.get('deliveryman'));
  if (deliveryman) return { deliveryman };
  return search.get('support') === '1' ? { support: 1 } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day of a time (YYYY-MM-DD in the browser's time zone). */
const dayOf = (time: string | Date) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const currentTime = () => new Date();

/** The messages grouped by their (local) day, oldest first: a separator names each day. */
export function byDay(messages: readonly ChatMessage[]): { day: string; messages: ChatMessage[] }[] {
  const days: { day: string; messages: ChatMessage[] }[] = [];
  for (const m of messages) {
    const day = dayOf(m.created_at);
    if (days.at(-1)?.day === day) days.at(-1)!.messages.push(m);
    else days.push({ day, messages: [m] });
  }
  return days;
}

/** Times and days in the UI language: a message's time, a day's name (Today, Yesterday, else the date). */
export function useChatTime(now: () => Date = currentTime) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const time = useCallback(
    (iso: string) => formatDate(iso, language, { hour: 'numeric', minute: '2-digit' }),
    [language],
  );
  /** The separator of a day: Today, Yesterday, else the date (`first` is a time of that day). */
  const day = useCallback(
    (first: string) => {
      const today = now();
      const yesterday = new Date(today);
      yesterday.setDate(today.getDate() - 1);
      if (dayOf(first) === dayOf(today)) return t('chat.today');
      if (dayOf(first) === dayOf(yesterday)) return t('chat.yesterday');
      return formatDate(first, language, { dateStyle: 'medium' });
    },
    [language, now, t],
  );
  /** A conversation's last message time: the time today, else the date. */
  const when = useCallback(
    (iso: string) => (dayOf(iso) === dayOf(now()) ? time(iso) : formatDate(iso, language, { dateStyle: 'short' })),
    [language, now, time],
  );
  return { time, day, when };
}
