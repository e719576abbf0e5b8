import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { interestModuleIds, useStoredModule } from '../../api/modules.ts';
import { createModuleMachine, type ModuleMachineDeps } from './module.context.ts';

/** Runs the module choice statechart for a picker/rail; `onClose` closes the picker (when allowed). */
export function useModuleChoice(
  onClose: () => void,
  overrides: Pick<ModuleMachineDeps, 'loadRentalCart' | 'clearRentalCart'> = {},
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useStoredModule();
  const actor = useActorRef(
    createModuleMachine({
      t,
      // Going to /home or /interest drops `?picker=module`, which closes the picker.
      navigate: (to) => navigate(to),
      ...overrides,
    }),
    { input: { current, interestModuleIds: interestModuleIds() } },
  );
  useEffect(() => {
    const sub = actor.on('closePicker', () => onClose());
    return () => sub.unsubscribe();
  }, [actor, onClose]);
  const busyId = useSelector(actor, (s) => (s.matches('idle') ? null : (s.context.chosen?.id ?? null)));
  const mustSelect = useSelector(actor, (s) => s.context.mustSelect);
  return { actor, busyId, mustSelect };
}
