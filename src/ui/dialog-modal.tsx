import { useState, type ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { focusReturnTarget } from './focus-return.ts';

export type DialogPlacement = 'center' | 'end' | 'bottom';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (rendered as its heading unless `hideTitle`). */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * 'center' (default), a side panel ('end' = right in LTR, left in RTL) or a bottom sheet ('bottom': full width,
   * rising from the bottom edge, at most 85 % of the screen's height; for phones).
   */
  placement?: DialogPlacement;
  maxWidth?: string;
  role?: 'dialog' | 'alertdialog';
  /** Close on outside click / Escape (default true). */
  dismissible?: boolean;
  initialFocusEl?: () => HTMLElement | null;
}

type Placement = DialogPlacement;

/** The kit's Dialog once Ark's dialog is loaded (src/ui/dialog.tsx renders it; features import that one). */
export function DialogModal({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  footer,
  placement = 'center',
  maxWidth = '480px',
  role = 'dialog',
  dismissible = true,
  initialFocusEl,
}: DialogProps) {
  const { t } = useTranslation();
  // what had the focus as the dialog came (its opener): the focus goes back there, or somewhere sensible when the
  // opener is gone (Sign in replaced by the account menu), never to <body>
  const [shown, setShown] = useState(() => ({ open, opener: open ? focused() : null }));
  if (shown.open !== open) setShown({ open, opener: open ? focused() : shown.opener });
  const opener = shown.opener;
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      role={role}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      // focus leaving is not a wish to close: a dialog that closes while another opens (the cart drawer's Edit
      // opening the item popup) hands focus back to its trigger, outside the new one — only a click outside or
      // Escape closes
      onFocusOutside={(e) => e.preventDefault()}
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      finalFocusEl={() => focusReturnTarget(opener)}
    >
      <Portal>
        <Backdrop />
        <Positioner $placement={placement}>
          <Content $placement={placement} $maxWidth={maxWidth}>
            <Header>
              <Title className={hideTitle ? 'visually-hidden' : undefined}>{title}</Title>
              {dismissible && <Close aria-label={t('common.close')}>×</Close>}
            </Header>
            {description && <Description>{description}</Description>}
            <Body>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </Content>
        </Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

const focused = () => (typeof document === 'undefined' ? null : document.activeElement);

const Backdrop = styled(ArkDialog.Backdrop)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
  z-index: ${({ theme }) => theme.z.dialog};
`;

const Positioner = styled(ArkDialog.Positioner)<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  display: flex;
  z-index: ${({ theme }) => theme.z.dialog};
  ${({ $placement }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: 16px;
        `
      : $placement === 'bottom'
        ? css`
            align-items: flex-end;
          `
        : css`
            justify-content: flex-end;
          `}
`;

const Content = styled(ArkDialog.Content)<{ $placement: Placement; $maxWidth: string }>`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  display: flex;
  flex-direction: column;
  outline: none;
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          border-radius: ${theme.radius.lg};
          max-height: calc(100vh - 32px);
        `
      : $placement === 'bottom'
        ? css`
            max-width: none;
            max-height: 85vh;
            border-start-start-radius: ${theme.radius.lg};
            border-start-end-radius: ${theme.radius.lg};
          `
        : css`
            height: 100%;
          `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)} 0`};
`;

const Title = styled(ArkDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Description = styled(ArkDialog.Description)`
  margin: ${({ theme }) => `${theme.space(2)} ${theme.space(5)} 0`};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Close = styled(ArkDialog.CloseTrigger)`
  border: none;
  background: transparent;
  font-size: 24px;
  line-height: 1;
  min-width: 40px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  margin-inline-start: auto;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  overflow: auto;
  flex: 1;
`;

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  padding: ${({ theme }) => `0 ${theme.space(5)} ${theme.space(5)}`};
`;
