import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useStoredModule } from '../../session/hooks.ts';
import { ModuleTileList } from './module-tile-list.tsx';
import { useModuleChoice } from './use-module-choice.ts';
import { useZoneModules } from './use-zone-modules.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import Puzzle from 'lucide/dist/esm/icons/puzzle.mjs';
import { Icon } from '../../ui/icon.tsx';

/**
 * The module picker dialog: icon tiles of the modules serving the stored zone. Closing it with no module stored
 * keeps it open ('A module must be selected to continue.'); choosing runs the module choice statechart.
 */
export function ModulePickerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const current = useStoredModule();
  const { query, modules } = useZoneModules();
  const { actor, busyId, mustSelect } = useModuleChoice(onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'DISMISS' })}
      title={t('module.pickerTitle')}
      description={t('module.pickerDescription')}
      maxWidth="640px"
    >
      {mustSelect && <Alert role="alert">{t('module.mustSelect')}</Alert>}
      {query.isPending ? (
        <Loading role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} $h="96px" />
          ))}
        </Loading>
      ) : query.isError ? (
        <LoadFailure title={t('module.loadError')} query={query} />
      ) : modules.length === 0 ? (
        <EmptyState
          role="status"
          icon={<Icon shape={Puzzle} size={48} />}
          title={t('module.noModuleTitle')}
          body={t('module.noModuleBody')}
        />
      ) : (
        <ModuleTileList
          layout="grid"
          modules={modules}
          currentId={current?.id ?? null}
          busyId={busyId}
          onChoose={(module) => actor.send({ type: 'CHOOSE', module })}
        />
      )}
    </Dialog>
  );
}

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.error};
`;

const Loading = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
