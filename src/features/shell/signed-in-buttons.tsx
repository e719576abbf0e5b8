import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { chatQueries } from '../../api/chat.ts';
import { notificationQueries, unseenCount } from '../../api/notifications.ts';
import { inboxPath, profilePath } from '../../routes/paths.ts';
import { useStored } from '../../session/hooks.ts';
import { storageKeys } from '../../session/storage.ts';
import { useChatLive } from '../../shop/follow-chat.ts';
import { BadgeButton } from './badge-button.tsx';

/**
 * The navbar's Chat and Notifications (signed-in customers): the inbox with the count of unread messages of the
 * latest conversations, and the notifications with the count of those not seen yet, both kept live by the chat
 * stream. Their own chunk: a guest's first load carries nothing of them.
 */
export function SignedInButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useChatLive();
  const unread = useQuery(chatQueries.unread()).data ?? 0;
  const seenAt = useStored(storageKeys.notificationsSeen);
  const unseen = unseenCount(useQuery(notificationQueries.list()).data, seenAt);
  return (
    <>
      <BadgeButton
        icon="chat"
        label={unread ? t('shell.chatUnread', { count: unread }) : t('shell.chat')}
        count={unread}
        onClick={() => navigate(inboxPath())}
      />
      <BadgeButton
        icon="bell"
        label={unseen ? t('shell.notificationsNew', { count: unseen }) : t('shell.notifications')}
        count={unseen}
        onClick={() => navigate(profilePath('notifications'))}
      />
    </>
  );
}
