import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './MoneyInput';

function Harness({
  initial,
  onCents,
}: {
  initial: number | null;
  onCents: (cents: number | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <MoneyInput
        aria-label="Price"
        value={value}
        onChange={(cents) => {
          setValue(cents);
          onCents(cents);
        }}
      />
    </MantineProvider>
  );
}

describe('MoneyInput', () => {
  it('shows cents as dollars and gives back whole cents', () => {
    const onCents = vi.fn();
    render(<Harness initial={1999} onCents={onCents} />);
    const input = screen.getByLabelText('Price') as HTMLInputElement;
    expect(input.value).toBe('$19.99');
    fireEvent.change(input, { target: { value: '0.29' } });
    expect(onCents).toHaveBeenLastCalledWith(29);
    fireEvent.change(input, { target: { value: '1,234.5' } });
    expect(onCents).toHaveBeenLastCalledWith(123450);
    fireEvent.change(input, { target: { value: '' } });
    expect(onCents).toHaveBeenLastCalledWith(null);
  });
});
