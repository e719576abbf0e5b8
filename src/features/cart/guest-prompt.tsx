import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Stack } from '../../ui/layout.ts';

/** The guest-or-login prompt offering Guest, Login and Sign Up (spec part 1 §2, §4 "Checkout button"). */
export function GuestPrompt({
  open,
  onGuest,
  onLogin,
  onSignUp,
  onDismiss,
}: {
  open: boolean;
  onGuest: () => void;
  onLogin: () => void;
  onSignUp: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={t('cart.guestPrompt.title')}
      maxWidth="360px"
    >
      <Stack $gap={2}>
        <Button onClick={onGuest}>{t('cart.guestPrompt.guest')}</Button>
        <Button $variant="secondary" onClick={onLogin}>
          {t('cart.guestPrompt.login')}
        </Button>
        <Button $variant="secondary" onClick={onSignUp}>
          {t('cart.guestPrompt.signUp')}
        </Button>
      </Stack>
    </Dialog>
  );
}
