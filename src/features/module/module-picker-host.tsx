import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { ModulePickerDialog } from './module-picker-dialog.tsx';
import { ModuleRail } from './module-rail.tsx';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

/**
 * Rendered by the root layout on every page. Shows the module picker when the URL has `?picker=module`, or on
 * /home while a zone is stored but no module yet ('Select a type of module for your orders.'), and the module
 * rail on /home. The home page opens the picker through the URL (features never import each other).
 */
export function ModulePickerHost() {
  const picker = useUrlDialog('picker');
  const { pathname } = useLocation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  const onHome = pathname === paths.home;
  const requested = picker.value === 'module';
  const open = requested || (onHome && !!zoneId && !module);
  return (
    <>
      {onHome && zoneId && <ModuleRail key={`rail-${module?.id ?? 'none'}`} />}
      {open && <ModulePickerDialog key={`picker-${module?.id ?? 'none'}`} onClose={picker.close} />}
    </>
  );
}
