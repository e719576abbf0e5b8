import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled, { useTheme } from 'styled-components';
import { notificationQueries, type CustomerNotification } from '../../api/notifications.ts';
import { orderDetailsPath } from '../../routes/paths.ts';
import { storageKeys, write } from '../../session/storage.ts';
import { useStored } from '../../session/hooks.ts';
import { useChatLive } from '../../shop/follow-chat.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useChatTime } from './chat-format.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';

/**
 * The notifications tab (`/profile?page=notifications`, the navbar's bell): the last 15 days' notifications, newest
 * first — an order's status (with a link to the order), a wallet credit, the shop's promotions — those not seen
 * before marked New; looking at them marks them seen (the bell's count goes to 0). Followed live while shown.
 */
export function NotificationList() {
  const { t } = useTranslation();
  const theme = useTheme();
  useChatLive();
  const list = useQuery(notificationQueries.list());
  const seenAt = useStored(storageKeys.notificationsSeen);
  // what was new when the tab opened stays marked while it is shown
  const [seenBefore] = useState(seenAt);
  const newest = list.data?.[0]?.created_at;
  useEffect(() => {
    if (newest && (!seenAt || newest > seenAt)) write(storageKeys.notificationsSeen, newest);
  }, [newest, seenAt]);
  if (list.isPending)
    return (
      <Cards role="status" aria-label={t('chat.notifications.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $h={theme.space(16)} />
        ))}
      </Cards>
    );
  if (list.isError) return <LoadFailure title={t('chat.notifications.loadFailed')} query={list} />;
  if (!list.data.length)
    return <EmptyState role="status" title={t('chat.notifications.empty')} body={t('chat.notifications.emptyBody')} />;
  return (
    <Cards>
      {list.data.map((n) => (
        <li key={`${n.user_id === undefined ? 'push' : 'own'}-${n.id}`}>
          <NotificationCard notification={n} isNew={!seenBefore || n.created_at > seenBefore} />
        </li>
      ))}
    </Cards>
  );
}

function NotificationCard({ notification: n, isNew }: { notification: CustomerNotification; isNew: boolean }) {
  const { t } = useTranslation();
  const { when } = useChatTime();
  const orderId = typeof n.data.order_id === 'number' ? n.data.order_id : Number(n.data.order_id) || null;
  return (
    <Card data-new={isNew || undefined}>
      <Head>
        <h2>{n.data.title}</h2>
        {isNew && <New>{t('chat.notifications.new')}</New>}
        <time dateTime={n.created_at}>{when(n.created_at)}</time>
      </Head>
      <p>{n.data.description}</p>
      {orderId && n.user_id !== undefined && (
        <Link to={orderDetailsPath(orderId)}>{t('chat.notifications.viewOrder', { id: orderId })}</Link>
      )}
    </Card>
  );
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border-inline-start: ${({ theme }) => theme.space(1)} solid transparent;
  &[data-new] {
    border-inline-start-color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  time {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const New = styled.span`
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
