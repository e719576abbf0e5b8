import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { languages } from '../../i18n/language-names.ts';
import { useLanguageOutcome } from '../../shop/language.context.ts';
import type { LanguageActor } from '../../shop/language-flow.ts';

/** The language change confirmation (open while the language machine is `confirming` or `applying`). */
export function LanguageConfirm({ actor }: { actor: LanguageActor }) {
  const { t } = useTranslation();
  useLanguageOutcome(actor);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const pending = useSelector(actor, (s) => s.context.pending ?? s.context.current);
  const label = languages.find((l) => l.code === pending)?.label ?? pending;
  return (
    <LazyConfirmDialog
      open={open}
      title={t('shell.languageConfirm.title')}
      description={t('shell.languageConfirm.body', { language: label })}
      busy={busy}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  );
}
