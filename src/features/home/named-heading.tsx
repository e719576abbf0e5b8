import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/skeleton.tsx';

/**
 * A page's heading that names its subject (a category, a brand): the name; while the list that names it is still
 * coming, a placeholder read as loading (never a generic word that then changes); the generic word only when the
 * subject is named nowhere.
 */
export function NamedHeading({ name, pending, fallback }: { name: string | null; pending: boolean; fallback: string }) {
  const { t } = useTranslation();
  if (name) return <h1>{name}</h1>;
  if (pending)
    return (
      <h1 aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton $w="12em" $h="1em" />
      </h1>
    );
  return <h1>{fallback}</h1>;
}
