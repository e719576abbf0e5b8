import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useStoredModule, useStoredZoneId } from '../../api/modules.ts';
import { ModulePickerDialog } from './module-picker-dialog.tsx';
import { ModuleRail } from './module-rail.tsx';

/**
 * Rendered by the root layout on every page. Shows the module picker when the URL has `?picker=module`, or on
 * /home while a zone is stored but no module yet ('Select a type of module for your orders.'), and the module
 * rail on /home. The home page opens the picker through the URL (features never import each other).
 */
export function ModulePickerHost() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  const onHome = pathname === '/home';
  const requested = params.get('picker') === 'module';
  const open = requested || (onHome && !!zoneId && !module);
  const close = useCallback(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('picker');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return (
    <>
      {onHome && zoneId && <ModuleRail key={`rail-${module?.id ?? 'none'}`} />}
      {open && <ModulePickerDialog key={`picker-${module?.id ?? 'none'}`} onClose={close} />}
    </>
  );
}
