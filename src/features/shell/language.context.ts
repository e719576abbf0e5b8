import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { createActorContext } from '@xstate/react';
import { languageMachine } from '../../../machines/language.machine.ts';
import { storeLanguage } from '../../session/storage.ts';
import { applyDocumentLanguage, directionOf } from '../../i18n/i18n.ts';

/** The one language-change actor of the shell (top bar and drawer share it). */
export const LanguageFlow = createActorContext(languageMachine);

/** Side effects tests replace: the real page reload and the pause that lets the toast show first. */
export const languageEffects = {
  reload: () => window.location.reload(),
  toastBeforeReload: 800,
};

/** The language machine bound to storage, <html lang/dir>, the toaster and a page reload. */
export function useLanguageMachine() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      languageMachine.provide({
        actions: {
          storeChoice: ({ context }) => {
            storeLanguage(context.current, directionOf(context.current));
          },
          applyDirection: ({ context }) => applyDocumentLanguage(context.current),
          showChangedToast: () => void toast.success(t('shell.languageConfirm.changed')),
          reloadPage: () => languageEffects.reload(),
        },
        delays: { toastBeforeReload: () => languageEffects.toastBeforeReload },
      }),
    [t],
  );
}
