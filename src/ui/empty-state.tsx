import type { ReactNode } from 'react';
import styled from 'styled-components';

/** An empty or error state: an optional illustration, a title, a body and actions. */
export function EmptyState({
  title,
  body,
  icon,
  actions,
  role,
}: {
  title: ReactNode;
  body?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <Box role={role}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title>{title}</Title>
      {body && <Body>{body}</Body>}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Icon = styled.div`
  font-size: 48px;
`;
const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;
const Body = styled.p`
  margin: 0;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
