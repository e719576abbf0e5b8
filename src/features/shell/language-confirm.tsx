import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { languages } from '../../i18n/i18n.ts';
import { LanguageFlow, useLanguageOutcome } from '../../shop/language.context.ts';

/** The language change confirmation (open while the language machine is `confirming` or `applying`). */
export function LanguageConfirm() {
  const { t } = useTranslation();
  const actor = LanguageFlow.useActorRef();
  useLanguageOutcome();
  const open = LanguageFlow.useSelector((s) => s.hasTag('open'));
  const busy = LanguageFlow.useSelector((s) => s.hasTag('busy'));
  const pending = LanguageFlow.useSelector((s) => s.context.pending ?? s.context.current);
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
