import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../ui/toast.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { storeLanguage } from '../session/storage.ts';
import { directionOf } from '../../domain/languages.ts';
import { applyDocumentLanguage } from '../i18n/i18n.ts';
import type { LanguageActor } from './language-flow.ts';

/** Side effects tests replace: the real page reload and the pause that lets the toast show first. */
export const languageEffects = {
  reload: () => window.location.reload(),
  toastBeforeReload: 800,
};

/**
 * The language machine bound to storage and <html lang/dir> (the toast and the reload: `useLanguageOutcome`); the
 * shell starts it on first use (src/shop/language-flow.ts).
 */
export function createLanguageMachine() {
  return languageMachine.provide({
    actions: {
      storeChoice: ({ context }) => {
        storeLanguage(context.current, directionOf(context.current));
      },
      applyDirection: ({ context }) => applyDocumentLanguage(context.current),
    },
    delays: { toastBeforeReload: () => languageEffects.toastBeforeReload },
  });
}

/** The language machine's signals: the 'changed' toast, then the page reload. */
export function useLanguageOutcome(actor: LanguageActor) {
  const { t } = useTranslation();
  useEffect(() => {
    const subscriptions = [
      actor.on('changed', () => void toast.success(t('shell.languageConfirm.changed'))),
      actor.on('reload', () => languageEffects.reload()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t]);
}
