import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { modulePickerMachine, type PickerPage } from '../../../machines/module-picker.machine.ts';
import { paths } from '../../app/paths.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { ModuleRail } from './module-rail.tsx';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

// The picker dialog (Ark UI's dialog) is its own chunk, loaded when the statechart opens it: the host is on every page.
const ModulePickerDialog = lazy(() =>
  import('./module-picker-dialog.tsx').then((m) => ({ default: m.ModulePickerDialog })),
);

/**
 * Rendered by the root layout on every page. Reports the page's facts (URL, stored zone and module) to the
 * module-picker statechart, which decides when the picker ('Select a type of module for your orders.') and the
 * module rail show; the host reads its tags. The home page opens the picker through the URL (features never import
 * each other).
 */
export function ModulePickerHost() {
  const picker = useUrlDialog('picker');
  const { pathname } = useLocation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  const page: PickerPage = {
    pickerRequested: picker.value === 'module',
    onHome: pathname === paths.home,
    zoneStored: !!zoneId,
    moduleStored: !!module,
  };
  const actor = useActorRef(modulePickerMachine, { input: page });
  const { pickerRequested, onHome, zoneStored, moduleStored } = page;
  useEffect(
    () => actor.send({ type: 'UPDATE_PAGE', page: { pickerRequested, onHome, zoneStored, moduleStored } }),
    [actor, pickerRequested, onHome, zoneStored, moduleStored],
  );
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const rail = useSelector(actor, (s) => s.hasTag('rail'));
  return (
    <>
      {rail && <ModuleRail key={`rail-${module?.id ?? 'none'}`} />}
      {open && (
        <Suspense fallback={null}>
          <ModulePickerDialog key={`picker-${module?.id ?? 'none'}`} onClose={picker.close} />
        </Suspense>
      )}
    </>
  );
}
