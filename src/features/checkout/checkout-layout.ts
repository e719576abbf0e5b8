// The checkout page's layout (docs/architecture.md "The component kit"): the page, its two columns (the form's
// section panels, the order aside — sticky beside the form on wide screens, under it on narrow ones) and the alert.
import styled from 'styled-components';
import { Panel } from '../../ui/panel.ts';
import { stack } from '../../ui/layout.ts';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin-block: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ theme }) => theme.layout.aside};
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export const Main = styled.div`
  ${stack(4)}
  min-width: 0;
`;

/** The order aside: a panel that stays in view while the form scrolls (wide screens). */
export const Aside = styled(Panel)`
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(24)};
  }
`;

export const Alert = styled.p`
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Why Place Order cannot be pressed yet, beside it. */
export const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
