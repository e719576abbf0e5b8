// A page's section as a card: the surface, border and padding every form section of a finished page shares
// (checkout's choices, a search's filters). Its heading is the section's own <h2> / <legend>.
import styled from 'styled-components';

/** A section card (render `as="section"` with `aria-labelledby` its heading, or hold a fieldset). */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space(4)};
  }
  &:is(fieldset) {
    margin: 0;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A fieldset's legend styled as the panel's heading (a group of choices named by its heading). */
export const PanelLegend = styled.legend`
  float: inline-start;
  width: 100%;
  padding: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
