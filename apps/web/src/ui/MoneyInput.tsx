import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToDollars, roundedDollarsToCents } from '@platfox/domain';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'prefix'> & {
  /** Integer cents, or null while the field is blank. */
  value: number | null;
  onChange: (cents: number | null) => void;
};

/**
 * A price field: the user reads and types dollars, the form holds integer cents (money is cents
 * everywhere), so no screen converts by hand and no float ever reaches a request.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      {...props}
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      min={0}
      allowNegative={false}
      value={value === null ? '' : centsToDollars(value)}
      onChange={(next) => {
        // Two decimals are enforced above, so rounding only guards against float noise.
        const cents = next === '' ? Number.NaN : roundedDollarsToCents(next);
        onChange(Number.isNaN(cents) ? null : cents);
      }}
    />
  );
}
