import { Button, Group, TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import type { KeyboardEvent, RefObject } from 'react';
import { CameraScan } from './CameraScan';

type SlipScanInputProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onValue: (value: string) => void;
  /** A value typed and Enter (a keyboard-wedge scanner), the camera's, or the button's. */
  onScan: (value: string) => void;
  isPending: boolean;
  /** data-testid stem: `<stem>-input`, `<stem>-submit`. */
  testId: string;
};

/** The floor stations' slip input: a keyboard-wedge scanner types the value and Enter. */
export function SlipScanInput({
  inputRef,
  label,
  placeholder,
  submitLabel,
  value,
  onValue,
  onScan,
  isPending,
  testId,
}: SlipScanInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onScan(event.currentTarget.value);
  };
  return (
    <>
      <TextInput
        ref={inputRef}
        size="lg"
        label={label}
        placeholder={placeholder}
        leftSection={<IconBarcode size={22} />}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        data-testid={`${testId}-input`}
      />
      <Group justify="flex-end">
        <CameraScan onDetected={onScan} />
        <Button loading={isPending} onClick={() => onScan(value)} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
