import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { joiningAccountSchema, type JoiningAccountValues } from '../../../domain/validation/joining.ts';
import { Panel } from '../../ui/panel.ts';
import { StepForm } from './joining.styles.ts';
import { PasswordFields, SendingStepEnd } from './person-fields.tsx';

/**
 * The account step both registrations end with: the password (6amMart's rule: 8 characters, upper and lower case,
 * a number, a symbol) and its confirmation. Back hands over what was typed; a refusal shows the server's message
 * above Submit.
 */
export function JoiningAccountStep({
  draft,
  busy,
  error,
  onBack,
  onSubmit,
}: {
  draft: JoiningAccountValues;
  busy: boolean;
  /** The server's refusal; Submit sends again what is typed. */
  error: string | null;
  onBack: (typed: JoiningAccountValues) => void;
  onSubmit: (values: JoiningAccountValues) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<JoiningAccountValues>({
    resolver: yupResolver(joiningAccountSchema),
    mode: 'onTouched',
    defaultValues: draft,
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <StepForm onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={busy} aria-label={t('joining.account.title')}>
      <Panel as="fieldset" disabled={busy}>
        <h2>{t('joining.account.title')}</h2>
        <PasswordFields
          password={{ ...register('password'), error: err(errors.password?.message) }}
          confirm={{ ...register('confirm_password'), error: err(errors.confirm_password?.message) }}
        />
      </Panel>
      <SendingStepEnd busy={busy} error={error} onBack={() => onBack(getValues())} label={t('joining.submit')} />
    </StepForm>
  );
}
