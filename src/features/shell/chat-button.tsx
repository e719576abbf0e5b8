import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { chatQueries } from '../../api/chat.ts';
import { inboxPath } from '../../app/paths.ts';
import { useChatLive } from '../../shop/chat-live.ts';
import { BadgeButton } from './badge-button.tsx';

/**
 * The navbar's Chat (signed-in customers): the inbox, with the count of unread messages of the latest conversations,
 * kept live by the chat stream. Its own chunk: a guest's first load does not carry the chat's client.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useChatLive();
  const unread = useQuery(chatQueries.unread()).data ?? 0;
  return (
    <BadgeButton
      icon="chat"
      label={unread ? t('shell.chatUnread', { count: unread }) : t('shell.chat')}
      count={unread}
      onClick={() => navigate(inboxPath())}
    />
  );
}
