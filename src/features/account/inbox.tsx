import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useNarrowScreen } from '../../ui/use-narrow-screen.ts';
import { useChatLive } from '../../shop/follow-chat.ts';
import { chatWithOf } from './chat-format.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';

/** The conversation's key: another conversation (or party) is another chart. */
const keyOf = (chatWith: object) => Object.entries(chatWith).flat().join(':');

/**
 * The inbox (`/profile?page=inbox`, signed-in customers): the conversations beside the one open on a wide screen;
 * on a phone the list, or the conversation with the way back. Followed live while shown.
 */
export function Inbox() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const narrow = useNarrowScreen();
  const chatWith = chatWithOf(search);
  useChatLive();
  const selected = chatWith && 'conversation' in chatWith ? chatWith.conversation : null;
  return (
    <Layout data-one={narrow || undefined}>
      {(!narrow || !chatWith) && <ConversationList selected={selected} />}
      {chatWith ? (
        <ConversationView key={keyOf(chatWith)} chatWith={chatWith} named={search.get('name')} narrow={narrow} />
      ) : (
        !narrow && <EmptyState title={t('chat.pick')} body={t('chat.pickBody')} />
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  margin-block-start: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[data-one] {
    grid-template-columns: minmax(0, 1fr);
  }
`;
