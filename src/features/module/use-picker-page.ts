import { useLocation } from 'react-router-dom';
import type { PickerPage } from '../../../machines/module-picker.machine.ts';
import { paths } from '../../routes/paths.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

/** The page's facts the module-picker statechart decides on: the URL and the stored session. */
export function usePickerPage(): PickerPage {
  const picker = useUrlDialog('picker');
  const { pathname } = useLocation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  return {
    pickerRequested: picker.value === 'module',
    onHome: pathname === paths.home,
    zoneStored: !!zoneId,
    moduleStored: !!module,
  };
}
