import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { ChatMessage } from '../../../machines/conversation.machine.ts';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useInViewCallback } from '../../ui/use-in-view.ts';
import { byDay, useChatTime } from './chat-format.ts';
import type { ConversationActor } from './conversation.context.ts';
import { pictureAt } from '../../api/images.ts';

/**
 * Keeps the log where the customer reads: at the bottom when a new message arrives (or they sent one) while they were
 * at the bottom, and in place when older messages are put above.
 */
function useScrollAnchor(messages: readonly ChatMessage[]) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef({ first: 0, end: 0, height: 0, atBottom: true });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id ?? 0;
    const end = messages.at(-1)?.id ?? 0;
    const before = last.current;
    if (before.first && first < before.first && end === before.end) el.scrollTop += el.scrollHeight - before.height;
    else if (end !== before.end && before.atBottom) el.scrollTop = el.scrollHeight;
    last.current = { first, end, height: el.scrollHeight, atBottom: true };
  }, [messages]);
  const onScroll = () => {
    const el = box.current;
    if (el) last.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };
  return { box, onScroll };
}

/**
 * The messages, oldest at the top, grouped under their day; the customer's own on the end side (mirrored in RTL),
 * with their time and "Seen"; images as thumbnails that open in a viewer. Scrolling to the top (or "Earlier
 * messages") loads the page before. Text is shown as text, never as HTML.
 */
export function MessageLog({ actor, name, me }: { actor: ConversationActor; name: string; me: number | null }) {
  const { t } = useTranslation();
  const { time, day } = useChatTime();
  const messages = useSelector(actor, (s) => s.context.messages);
  const canLoadOlder = useSelector(actor, (s) => s.can({ type: 'LOAD_OLDER' }));
  const loadingOlder = useSelector(actor, (s) => s.hasTag('loadingOlder'));
  const olderError = useSelector(actor, (s) => (s.hasTag('olderFailed') ? errorMessage(s.context.olderError) : null));
  // the top of the log in view: older messages load
  const top = useInViewCallback<HTMLLIElement>(() => actor.send({ type: 'LOAD_OLDER' }));
  const { box, onScroll } = useScrollAnchor(messages);
  const [viewing, setViewing] = useState<{ urls: string[]; index: number } | null>(null);
  return (
    <>
      <Log ref={box} onScroll={onScroll} role="log" aria-label={t('chat.with', { name })} tabIndex={0}>
        <Days>
          {(canLoadOlder || loadingOlder || olderError) && (
            <Older ref={top}>
              {olderError && <p role="alert">{`${t('chat.earlierFailed')} ${olderError}`}</p>}
              <Button
                $variant="secondary"
                $size="sm"
                disabled={loadingOlder}
                aria-busy={loadingOlder || undefined}
                onClick={() => actor.send({ type: 'LOAD_OLDER' })}
              >
                {loadingOlder ? t('chat.loadingEarlier') : t('chat.earlier')}
              </Button>
            </Older>
          )}
          {!messages.length && <Start>{t('chat.start', { name })}</Start>}
          {byDay(messages).map((d) => (
            <DayGroup key={d.day}>
              <DayName>{day(d.messages[0]!.created_at)}</DayName>
              <Bubbles>
                {d.messages.map((m) => (
                  <Bubble key={m.id} data-mine={m.sender_id === me || undefined}>
                    {m.message && <Text>{m.message}</Text>}
                    {m.file_full_url.length > 0 && (
                      <Images>
                        {m.file_full_url.map((url, i) => (
                          <button
                            key={url}
                            type="button"
                            aria-label={t('chat.openImage', { n: i + 1 })}
                            onClick={() => setViewing({ urls: m.file_full_url, index: i })}
                          >
                            <img src={pictureAt(url, 320)} alt="" loading="lazy" />
                          </button>
                        ))}
                      </Images>
                    )}
                    <Meta>
                      <time dateTime={m.created_at}>{time(m.created_at)}</time>
                      {m.sender_id === me && m.is_seen === 1 && <span> · {t('chat.seen')}</span>}
                    </Meta>
                  </Bubble>
                ))}
              </Bubbles>
            </DayGroup>
          ))}
        </Days>
      </Log>
      {viewing && (
        <Dialog
          open
          onOpenChange={(open) => !open && setViewing(null)}
          title={t('chat.imageTitle', { n: viewing.index + 1, count: viewing.urls.length })}
        >
          <Viewed
            src={viewing.urls[viewing.index]}
            alt={t('chat.imageTitle', { n: viewing.index + 1, count: viewing.urls.length })}
          />
        </Dialog>
      )}
    </>
  );
}

const Log = styled.div`
  padding: ${({ theme }) => theme.space(1)};
  overflow-y: auto;
  overscroll-behavior: contain;
  min-height: ${({ theme }) => theme.space(60)};
  max-height: 60vh;
`;
const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 100%;
`;
const Older = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.error};
  }
`;
const Start = styled.li`
  margin: auto;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;
const DayGroup = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const DayName = styled.p`
  justify-self: center;
  margin: 0;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
const Bubbles = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Bubble = styled.li`
  align-self: flex-start;
  max-width: min(80%, 60ch);
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-end-start-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  &[data-mine] {
    align-self: flex-end;
    border-end-start-radius: ${({ theme }) => theme.radius.lg};
    border-end-end-radius: ${({ theme }) => theme.radius.xs};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  button {
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  img {
    display: block;
    width: ${({ theme }) => theme.space(30)};
    height: ${({ theme }) => theme.space(30)};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
const Meta = styled.p`
  margin: 0;
  justify-self: end;
  font-size: ${({ theme }) => theme.font.size.xs};
`;
const Viewed = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin-inline: auto;
  object-fit: contain;
`;
