import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SCAN_MODES, scanFilterValues, type ScanMode } from '@platfox/domain';
import { IconBarcode } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanConfig } from '../types';

/** A screen's own scan mode: its scans are handed over as they are (onScan). */
export type ExtraScanMode = { value: string; label: string };

export type ScanPanelProps = {
  config: ScanConfig;
  /** Find modes: the values to filter the lookup field by. */
  onFind: (values: string[], mode: ScanMode) => void;
  /** Other modes: the scanned code. */
  onScan?: (code: string) => void;
  extraModes?: readonly ExtraScanMode[];
};

const isFindMode = (mode: string): mode is ScanMode =>
  (SCAN_MODES as readonly string[]).includes(mode);

/**
 * The barcode find panel (spec 02 sections 4.6 and 5.4). A keyboard-wedge scanner types the code
 * and presses Enter. Find replaces the search with each scan; find continuously keeps the scans in
 * the field, separated by semicolons, so each scan adds to the search; the field starts empty
 * again when the mode changes.
 */
export function ScanPanel({ config, onFind, onScan, extraModes = [] }: ScanPanelProps) {
  const { t } = useTranslation();
  const modes = [
    ...(config.modes ?? SCAN_MODES).map((mode) => ({
      value: mode as string,
      label: t(`dataListPanels.scan.modes.${mode}`),
    })),
    ...extraModes,
  ];
  const [mode, setMode] = useState<string>(modes[0]?.value ?? 'FIND');
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const isContinuous = mode === 'FIND_CONTINUOUSLY';

  const submit = () => {
    const code = text.trim();
    if (!code) return;
    if (!isFindMode(mode)) {
      onScan?.(code);
      setText('');
      return;
    }
    if (!config.lookupKey) {
      notifications.show({ color: 'red', message: t('dataListPanels.scan.processDenied') });
      setText('');
      return;
    }
    const values = scanFilterValues(code, mode, config.isSubstringMatching);
    if (values.length > 0) onFind(values, mode);
    // Continuous: the next scan lands after a separator and adds to these codes.
    setText(isContinuous ? `${code.replace(/;+$/, '')};` : '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="scan-panel">
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('dataListPanels.scan.mode')}
            data={modes}
            value={mode}
            onChange={(next) => {
              if (!next || next === mode) return;
              setMode(next);
              setText('');
              input.current?.focus();
            }}
            allowDeselect={false}
            w={200}
            data-testid="scan-mode"
          />
          <TextInput
            ref={input}
            label={t('dataListPanels.scan.code')}
            placeholder={t('dataListPanels.scan.placeholder')}
            leftSection={<IconBarcode size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autoFocus
            autoComplete="off"
            style={{ flex: 1 }}
            miw={260}
            data-testid="scan-input"
          />
          {isContinuous && (
            <Button variant="default" onClick={() => setText('')} data-testid="scan-clear">
              {t('dataListPanels.scan.clear')}
            </Button>
          )}
        </Group>
        {isContinuous && (
          <Text size="xs" c="dimmed">
            {t('dataListPanels.scan.continuousHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export default ScanPanel;
