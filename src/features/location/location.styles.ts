import styled from 'styled-components';

/** A polite status line (empty when idle). */
export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  &:empty {
    min-height: 0;
  }
`;

/** An inline problem message (announced: render it with role="alert"). */
export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.error};
`;
