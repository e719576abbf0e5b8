import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import styled, { useTheme } from 'styled-components';
import type { Conversation } from '../../../machines/conversation.machine.ts';
import { chatQueries } from '../../api/chat.ts';
import { inboxPath } from '../../routes/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PagedEnd } from '../../ui/paged-end.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { myParticipantId, otherParty, partyName, useChatTime } from './chat-format.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { pictureAt } from '../../api/images.ts';

/**
 * The inbox's conversations (6amMart's message/list, or search-list while a name is typed): the other party's
 * picture and name, the last message (text, or "Image"; "You: …" for the customer's own), its time and the unread
 * count; the conversation open is marked. Paged with "More conversations"; empty and failed states worded.
 */
export function ConversationList({ selected }: { selected: number | null }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [name, setName] = useState('');
  const search = useDeferredValue(name.trim());
  const list = useInfiniteQuery(chatQueries.list(search));
  const conversations = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  return (
    <Column aria-label={t('chat.title')}>
      <TextField
        type="search"
        label={t('chat.search')}
        hint={t('chat.searchHint')}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      {list.isPending && (
        <Rows role="status" aria-label={t('chat.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $h={theme.space(14)} />
          ))}
        </Rows>
      )}
      {list.isError && <LoadFailure title={t('chat.loadFailed')} query={list} />}
      {list.isSuccess && !conversations.length && (
        <EmptyState
          role="status"
          title={search ? t('chat.noMatch', { name: search }) : t('chat.empty')}
          body={search ? undefined : t('chat.emptyBody')}
        />
      )}
      {conversations.length > 0 && (
        <Rows>
          {conversations.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} current={c.id === selected} />
            </li>
          ))}
        </Rows>
      )}
      {list.isSuccess && conversations.length > 0 && (
        <PagedEnd
          query={list}
          loadMoreLabel={t('chat.loadMore')}
          endText={t('chat.end')}
          errorText={t('chat.loadFailed')}
        />
      )}
    </Column>
  );
}

function ConversationRow({ conversation: c, current }: { conversation: Conversation; current: boolean }) {
  const { t } = useTranslation();
  const { when } = useChatTime();
  const other = otherParty(c);
  const name = partyName(other);
  const last = c.last_message;
  const text = last ? last.message || t('chat.image') : '';
  const preview = last && last.sender_id === myParticipantId(c) ? t('chat.you', { text }) : text;
  const unread = c.unread_message_count;
  return (
    <Row
      to={inboxPath({ conversation: c.id })}
      aria-current={current ? 'page' : undefined}
      data-unread={unread > 0 || undefined}
    >
      <Avatar aria-hidden="true">
        {other.image_full_url ? (
          <img src={pictureAt(other.image_full_url, 160)} alt="" loading="lazy" />
        ) : (
          name.slice(0, 1)
        )}
      </Avatar>
      <Text>
        <Name>
          {name}
          {unread > 0 && <span className="visually-hidden">, {t('chat.unread', { count: unread })}</span>}
        </Name>
        <Last>{preview}</Last>
      </Text>
      <Meta>
        {c.last_message_time && <time dateTime={c.last_message_time}>{when(c.last_message_time)}</time>}
        {unread > 0 && <Unread aria-hidden="true">{unread > 99 ? '99+' : unread}</Unread>}
      </Meta>
    </Row>
  );
}

const Column = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;
const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    box-shadow: inset ${({ theme }) => theme.space(1)} 0 0 ${({ theme }) => theme.color.primary};
  }
  &[data-unread] strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
export const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Text = styled.span`
  display: grid;
  min-width: 0;
`;
const Name = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Last = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Meta = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
const Unread = styled.span`
  min-width: ${({ theme }) => theme.space(5)};
  padding-inline: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;
