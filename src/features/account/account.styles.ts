import styled from 'styled-components';

/** The account pages' frame: a column of cards, centred. */
export const AccountPage = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/** One block of an account page, titled by its h2. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(5)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

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
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
`;
