import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/select.tsx';
import { ErrorText } from '../../ui/text-field.tsx';

/**
 * The kit's Select over choices of any value (a zone's id, an identity type), with the step's worded message under
 * it; nothing is chosen until the applicant picks one.
 */
export function ChoiceSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Select
        label={label}
        options={options.map((o) => ({ value: String(o.value), label: o.label }))}
        value={value === null ? null : String(value)}
        placeholder={t('joining.choose')}
        onValueChange={(v) => {
          const chosen = options.find((o) => String(o.value) === v);
          if (chosen) onChange(chosen.value);
        }}
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </div>
  );
}
