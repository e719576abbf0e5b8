import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
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

/**
 * A ChoiceSelect bound to a field of the step's form (react-hook-form's Controller): the field's value, its worded
 * message, and `onChange` when choosing does more than set the value (a zone moves the map).
 */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  onChange,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceSelect
          label={label}
          options={options}
          value={field.value ?? null}
          onChange={onChange ?? field.onChange}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
