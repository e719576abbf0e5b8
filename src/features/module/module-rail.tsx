import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStoredModule } from '../../session/hooks.ts';
import { ModuleTileList } from './module-tile-list.tsx';
import { useModuleChoice } from './use-module-choice.ts';
import { useZoneModules } from './use-zone-modules.ts';

/** The right-side module rail (hidden on small screens): the zone's modules, one tap to switch. */
export function ModuleRail() {
  const { t } = useTranslation();
  const current = useStoredModule();
  const { modules } = useZoneModules();
  const { actor, busyId } = useModuleChoice(() => {});
  if (modules.length === 0) return null;
  return (
    <Rail aria-label={t('module.railLabel')}>
      <ModuleTileList
        layout="rail"
        modules={modules}
        currentId={current?.id ?? null}
        busyId={busyId}
        onChoose={(module) => actor.send({ type: 'CHOOSE', module })}
      />
    </Rail>
  );
}

const Rail = styled.nav`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space(2)};
  top: 50%;
  transform: translateY(-50%);
  /* as wide as its longest name (each whole on one line), at least a tile's icon and padding */
  inline-size: max-content;
  min-inline-size: ${({ theme }) => theme.space(21)};
  max-height: 80vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  z-index: ${({ theme }) => theme.z.header};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
