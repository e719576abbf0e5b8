import { useTranslation } from 'react-i18next';
import { LoadFailure, type FailedLoad } from '../../shop/load-failure.tsx';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import { Icon } from '../../ui/icon.tsx';

/** A business page's loading failure: the shared failure view with the pages' own Retry. */
export function LoadError({ message, query }: { message: string; query: FailedLoad }) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      icon={<Icon shape={TriangleAlert} size={48} />}
      title={message}
      query={query}
      retryLabel={t('pages.retry')}
    />
  );
}
