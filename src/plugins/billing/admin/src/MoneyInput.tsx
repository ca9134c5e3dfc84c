import { Field, NumberInput } from '@strapi/design-system';
import { useField, useForm } from '@strapi/strapi/admin';
import { minorDigits } from './money';

type Props = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  attribute: { options?: { currencyField?: string } };
};

/**
 * An amount stored in cents, read and typed in the currency's unit: 19900 shows 199.00 beside the
 * record's currency (its `currency` field), and typing 250.5 stores 25050.
 */
export const MoneyInput = ({ name, label, hint, required, disabled, attribute }: Props) => {
  const field = useField<number | null>(name);
  const currencyField = attribute.options?.currencyField ?? 'currency';
  const currency = useForm(
    'MoneyInput',
    (state) => (state.values as Record<string, unknown>)[currencyField] as string | null | undefined,
  );
  const scale = 10 ** minorDigits(currency);
  return (
    <Field.Root name={name} hint={hint} error={field.error} required={required}>
      <Field.Label>{label}</Field.Label>
      <NumberInput
        name={name}
        disabled={disabled}
        step={1 / scale}
        value={typeof field.value === 'number' ? field.value / scale : undefined}
        onValueChange={(value) =>
          field.onChange(name, value === undefined ? null : Math.round(value * scale))
        }
        endAction={currency ?? undefined}
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
};
