import { lazy, Suspense, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { modulePickerMachine } from '../../../machines/module-picker.machine.ts';
import { useStoredModule } from '../../session/hooks.ts';
import { ModuleRail } from './module-rail.tsx';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import { usePickerPage } from './use-picker-page.ts';

// The picker dialog (Ark UI's dialog) is its own chunk, loaded when the statechart opens it.
const ModulePickerDialog = lazy(() =>
  import('./module-picker-dialog.tsx').then((m) => ({ default: m.ModulePickerDialog })),
);

/**
 * The module-picker statechart at work (module-picker-host.tsx mounts it on /home and when the URL asks for the
 * picker): reports the page's facts (URL, stored zone and module) to it, which decides when the picker ('Select a type
 * of module for your orders.') and the module rail show; reads its tags. Not a flow started on intent
 * (src/ui/lazy-flow.tsx): the host starts it on what the page is (/home, a wide screen, the URL), nothing is sent to it
 * before it is in, and what it shows (the rail, the picker) comes with it, in this chunk.
 */
export function ModulePickerChart() {
  const picker = useUrlDialog('picker');
  const page = usePickerPage();
  const module = useStoredModule();
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
        <Suspense>
          <ModulePickerDialog key={`picker-${module?.id ?? 'none'}`} onClose={picker.close} />
        </Suspense>
      )}
    </>
  );
}
