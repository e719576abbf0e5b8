import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** A page's loading failure, worded, with Retry (disabled while the retry runs). */
export function LoadError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      icon="⚠️"
      title={message}
      actions={
        <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
          {t('pages.retry')}
        </Button>
      }
    />
  );
}
