import styled from 'styled-components';
import { cluster } from '../../ui/layout.ts';

/** Muted helper text. */
export const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: 0;
`;

/** An inline error under a control (announced). */
export const Problem = styled.p`
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: 0;
`;

/** A row of buttons at the end of a form. */
export const Actions = styled.div`
  ${cluster(3)}
  justify-content: flex-end;
`;
