import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from '../../ui/toast.ts';
import { useStoredModule } from '../../session/hooks.ts';
import { interestModuleIds } from '../../session/storage.ts';
import { paths } from '../../routes/paths.ts';
import { createModuleMachine, type ModuleMachineDeps } from './module.context.ts';

/** Runs the module choice statechart for a picker/rail; `onClose` closes the picker (when allowed). */
export function useModuleChoice(
  onClose: () => void,
  overrides: Pick<ModuleMachineDeps, 'loadRentalCart' | 'clearRentalCart'> = {},
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useStoredModule();
  const actor = useActorRef(createModuleMachine(overrides), {
    input: { current, interestModuleIds: interestModuleIds() },
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('selected', () => void toast.success(t('module.selected'))),
      actor.on('locationSet', () => void toast.success(t('module.locationSet'))),
      actor.on('cartCleared', () => void toast.success(t('module.cartCleared'), { duration: 5000 })),
      actor.on('error', ({ message }) => void toast.error(message ?? t('common.somethingWentWrong'))),
      // Going to /home or /interest drops `?picker=module`, which closes the picker.
      actor.on('goToInterests', () => navigate(paths.interest)),
      actor.on('goToHome', () => navigate(paths.home)),
      actor.on('closePicker', () => onClose()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, onClose, t, navigate]);
  const busyId = useSelector(actor, (s) => (s.hasTag('busy') ? (s.context.chosen?.id ?? null) : null));
  const mustSelect = useSelector(actor, (s) => s.context.mustSelect);
  return { actor, busyId, mustSelect };
}
