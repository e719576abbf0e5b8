// Demo mode: a store and support answer a customer's message after a short delay, so a new user sees a conversation
// work end to end. Bounded: only a customer's message is answered, once (messages.answer_to is unique: a second
// attempt, in this process or another, writes nothing), and an answer is never answered. See docs/architecture.md,
// "Chat".
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/chat.ts';
import { writeMessage } from './conversations.ts';
import { partyTypeOf, type Participant } from './participants.ts';
import type { MessageRow } from './serialize.ts';
import { appLanguageOf, type AppLanguage } from '../../../domain/languages.ts';

export const DEMO_ANSWER_DELAY_MS = 1500;

const answers: Record<'vendor' | 'admin', Record<AppLanguage, string>> = {
  vendor: {
    en: 'Thanks for your message! This is a demo store: a real store would answer you here.',
    ar: 'شكرًا على رسالتك! هذا متجر تجريبي: المتجر الحقيقي سيجيبك هنا.',
    bn: 'আপনার বার্তার জন্য ধন্যবাদ! এটি একটি ডেমো দোকান: আসল দোকান হলে এখানেই আপনাকে উত্তর দিত।',
    es: '¡Gracias por tu mensaje! Esta es una tienda de demostración: una tienda real te respondería aquí.',
  },
  admin: {
    en: 'Thanks for contacting support! This is a demo: a real agent would answer you here.',
    ar: 'شكرًا لتواصلك مع الدعم! هذه نسخة تجريبية: سيجيبك موظف حقيقي هنا.',
    bn: 'সাপোর্টে যোগাযোগের জন্য ধন্যবাদ! এটি একটি ডেমো: আসল প্রতিনিধি হলে এখানেই আপনাকে উত্তর দিতেন।',
    es: '¡Gracias por contactar con soporte! Esto es una demostración: un agente real te respondería aquí.',
  },
};

/** The demo answer's text to a message sent to `to` (null: that party does not answer). */
export function demoAnswerText(to: Participant, locale: string): string | null {
  const type = partyTypeOf(to);
  if (type !== 'vendor' && type !== 'admin') return null;
  return answers[type][appLanguageOf(locale)];
}

/** Answers `msg` (a customer's message to `to`) once, after DEMO_ANSWER_DELAY_MS; never keeps the process alive. */
export function scheduleDemoAnswer(
  db: Db,
  msg: MessageRow,
  to: Participant,
  locale: string,
  now: () => Date,
  delayMs = DEMO_ANSWER_DELAY_MS,
) {
  const text = demoAnswerText(to, locale);
  if (text === null) return;
  const timer = setTimeout(() => {
    void db
      .transaction(async (tx) => {
        const [conv] = await tx.select().from(conversations).where(eq(conversations.id, msg.conversationId));
        if (conv) await writeMessage(tx as unknown as Db, conv, to, { text, answerTo: msg.id }, now());
      })
      .catch(() => undefined); // the database closed meanwhile (a stopped server): no answer
  }, delayMs);
  timer.unref();
}
