import styled from 'styled-components';
import { row, stack } from '../../ui/layout.ts';

export const Form = styled.form`
  ${stack(1)}
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  margin-block: ${({ theme }) => theme.space(2)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  text-align: center;
`;

export const Divider = styled.p`
  ${row(3)}
  color: ${({ theme }) => theme.color.textMuted};
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Hint = styled.p`
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: ${({ theme }) => `${theme.space(2)} 0`};
`;

export const Stack = styled.div`
  ${stack(2)}
`;
