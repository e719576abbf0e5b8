import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

/** The app's button: a real <button> (type="button" unless given), styled by variant and size. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : $size === 'lg' ? '48px' : '40px')};
  padding-inline: ${({ theme, $size }) => theme.space($size === 'sm' ? 3 : 5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition:
    background 0.15s,
    border-color 0.15s,
    opacity 0.15s;
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.color;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
          &:hover:not(:disabled) {
            border-color: ${c.primary};
          }
        `;
      case 'danger':
        return css`
          background: ${c.error};
          color: ${c.onError};
        `;
      case 'link':
        return css`
          background: none;
          color: ${c.primary};
          padding-inline: 0;
          min-height: auto;
          text-decoration: underline;
        `;
      default:
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
    }
  }}
  /* disabled reads as unavailable, not as a faded enabled button: no fill of its variant, muted text */
  &:disabled {
    ${({ theme, $variant }) =>
      $variant !== 'link' &&
      $variant !== 'ghost' &&
      `background: ${theme.color.surfaceAlt}; border-color: ${theme.color.border};`}
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A square icon-only button; always give it an aria-label. */
export const IconButton = styled(Button).attrs({ $variant: 'ghost' as ButtonVariant })`
  min-height: 40px;
  min-width: 40px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  position: relative;
`;
