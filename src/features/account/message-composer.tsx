import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import { MESSAGE_MAX } from '../../../machines/conversation.machine.ts';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { FieldLabel } from '../../ui/field.ts';
import { LongText } from '../../ui/long-text.tsx';
import { AttachedImages } from '../../shop/attached-images.tsx';
import type { ConversationActor } from './conversation.context.ts';
import { sentBy } from '../../ui/sent-by.ts';

/**
 * The box under a conversation: the message (Enter sends, Shift+Enter a new line), up to 3 images, Send. While it is
 * sent the box is disabled and keeps the text; a refusal shows the server's reason under it with Try again; without a
 * connection it says the message waits and offers Send now.
 */
export function MessageComposer({ actor }: { actor: ConversationActor }) {
  const { t } = useTranslation();
  const boxId = useId();
  const draft = useSelector(actor, (s) => s.context.draft);
  const canWrite = useSelector(actor, (s) => s.context.canWrite);
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const queued = useSelector(actor, (s) => s.hasTag('queued'));
  const refused = useSelector(actor, (s) => (s.hasTag('refused') ? errorMessage(s.context.error) : null));
  const canSend = useSelector(actor, (s) => s.can({ type: 'SEND' }));
  if (!canWrite) return <ReadOnly>{t('chat.readOnly')}</ReadOnly>;
  const send = () => actor.send({ type: refused || queued ? 'RETRY' : 'SEND' });
  const busy = sending || queued;
  return (
    <Form onSubmit={sentBy(send)}>
      <FieldLabel htmlFor={boxId}>{t('chat.box')}</FieldLabel>
      <Compose>
        <Box
          id={boxId}
          value={draft}
          maxLength={MESSAGE_MAX}
          disabled={busy}
          aria-describedby={`${boxId}-hint`}
          onChange={(e) => actor.send({ type: 'TYPE', text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (canSend) send();
            }
          }}
        />
        {refused ? (
          <Button onClick={send}>{t('common.retry')}</Button>
        ) : queued ? (
          <Button onClick={send}>{t('chat.sendNow')}</Button>
        ) : (
          <Button type="submit" disabled={!canSend} aria-busy={sending || undefined}>
            {sending ? t('chat.sending') : t('chat.send')}
          </Button>
        )}
      </Compose>
      {refused && <Problem role="alert">{refused}</Problem>}
      {queued && <Waiting role="status">{t('chat.queued')}</Waiting>}
      <Hint id={`${boxId}-hint`}>{t('chat.boxHint')}</Hint>
      <AttachedImages actor={actor} disabled={busy} />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
`;
/** The box and its button on one row, as a chat's composer: the box grows with its text, up to a few lines. */
const Compose = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
const Box = styled(LongText)`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.control.md};
  max-height: ${({ theme }) => theme.space(40)};
  field-sizing: content;
  resize: none;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
`;
const Waiting = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.warning};
`;
const ReadOnly = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
