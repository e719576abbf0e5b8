import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { inboxPath, type ChatWith } from '../routes/paths.ts';
import { useSignedIn } from '../session/hooks.ts';

/**
 * An entry point of the chat ("Chat with store", "Chat with delivery man", "Chat with support"): the inbox on the
 * conversation with that party, started on the first message when there is none. Signed-in customers only (guests
 * cannot chat: spec part 2 §6); `name` is shown until the conversation's own names are in.
 */
export function ChatLink({ chatWith, name, label }: { chatWith: ChatWith; name?: string; label: string }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <Chat to={inboxPath(name ? { ...chatWith, name } : chatWith)}>{label}</Chat>;
}

const Chat = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
