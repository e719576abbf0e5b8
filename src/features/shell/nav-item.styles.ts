import { css } from 'styled-components';

/** The look shared by the navigation bar's links and the mobile drawer's: a padded, rounded row lit on hover. */
export const navItemLook = css`
  align-items: center;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
