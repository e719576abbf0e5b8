import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { useTheme } from 'styled-components';
import { errorMessage } from '../../api/errors.ts';
import { inboxPath, type ChatWith } from '../../routes/paths.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { row } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { followChatLive, useChatReconnecting } from '../../shop/follow-chat.ts';
import { myParticipantId, otherParty, partyName, targetOf } from './chat-format.ts';
import { Avatar } from './conversation-list.tsx';
import { createConversationMachine } from './conversation.context.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageLog } from './message-log.tsx';
import { pictureAt } from '../../api/images.ts';

function useConversationActor(chatWith: ChatWith) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createConversationMachine((listener) => followChatLive(queryClient, listener)));
  const actor = useActorRef(machine, { input: { target: targetOf(chatWith) } });
  useEffect(() => {
    const online = () => actor.send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    const sent = actor.on('sent', () => void queryClient.invalidateQueries({ queryKey: ['chat'] }));
    return () => {
      window.removeEventListener('online', online);
      sent.unsubscribe();
    };
  }, [actor, queryClient]);
  return actor;
}

/** The name shown before the conversation exists (a first message to a store, a delivery man or support). */
function useFallbackName(chatWith: ChatWith) {
  const { t } = useTranslation();
  if ('vendor' in chatWith) return t('chat.store');
  if ('deliveryman' in chatWith) return t('chat.deliveryMan');
  if ('support' in chatWith) return t('chat.support');
  return '';
}

/**
 * One conversation (the conversation chart): a header with the other party (and, on a phone, the way back to the
 * list), the messages with their days, older ones on scrolling up, and the box. While the live stream reconnects it
 * says so; a failed first load says why with Try again.
 */
export function ConversationView({
  chatWith,
  named,
  narrow,
}: {
  chatWith: ChatWith;
  /** The name the entry point gave (shown until the conversation's own is in). */
  named: string | null;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const actor = useConversationActor(chatWith);
  const conversation = useSelector(actor, (s) => s.context.conversation);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const error = useSelector(actor, (s) => (s.hasTag('loadFailed') ? errorMessage(s.context.error) : null));
  const reconnecting = useChatReconnecting();
  const fallback = useFallbackName(chatWith);
  const other = conversation ? otherParty(conversation) : null;
  const name = other ? partyName(other) : named?.slice(0, 100) || fallback;
  return (
    <Pane aria-labelledby={titleId}>
      <Header>
        {narrow && <BackLink to={inboxPath()}>{t('chat.back')}</BackLink>}
        <Avatar aria-hidden="true">
          {other?.image_full_url ? <img src={pictureAt(other.image_full_url, 160)} alt="" /> : name.slice(0, 1)}
        </Avatar>
        <h2 id={titleId}>{name}</h2>
      </Header>
      {reconnecting && <Notice role="status">{t('chat.reconnecting')}</Notice>}
      {loading && (
        <Loading role="status" aria-label={t('chat.loadingMessages')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $h={theme.space(10)} $w={i % 2 ? '60%' : '45%'} data-mine={i % 2 || undefined} />
          ))}
        </Loading>
      )}
      {loadFailed && (
        <EmptyState
          role="alert"
          title={t('chat.messagesFailed')}
          body={error}
          actions={<Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>}
        />
      )}
      {!loading && !loadFailed && (
        <>
          <MessageLog actor={actor} name={name} me={conversation ? myParticipantId(conversation) : null} />
          <MessageComposer actor={actor} />
        </>
      )}
    </Pane>
  );
}

const Pane = styled.section`
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  min-height: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Header = styled.header`
  ${row(3)}
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
`;
const BackLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  [data-mine] {
    justify-self: end;
  }
`;
