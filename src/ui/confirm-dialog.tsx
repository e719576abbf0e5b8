import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no alert dialog (role="alertdialog"); Cancel and Escape call onCancel. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      role="alertdialog"
      title={title}
      description={description}
      maxWidth="420px"
      footer={
        <>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.no')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel ?? t('common.yes')}
          </Button>
        </>
      }
    />
  );
}
