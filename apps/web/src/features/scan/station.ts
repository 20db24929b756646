import {
  DESCRIBED_UNIT_ACTIONS,
  PRINTER_UNIT_ACTIONS,
  type PrinterUnitAction,
} from '@platfox/domain';
import { readString, STORAGE_KEYS, writeString } from '../../platform/storage';

/** A station picks items first unless the device remembers another action. */
export const DEFAULT_STATION_ACTION: PrinterUnitAction = 'pick';

const isAction = (value: string | null): value is PrinterUnitAction =>
  PRINTER_UNIT_ACTIONS.includes(value as PrinterUnitAction);

/** The station's action as this device remembers it (local storage: every tab of the station). */
export function readStationAction(): PrinterUnitAction {
  const stored = readString('local', STORAGE_KEYS.scanStationAction);
  return isAction(stored) ? stored : DEFAULT_STATION_ACTION;
}

export function writeStationAction(action: PrinterUnitAction): void {
  writeString('local', STORAGE_KEYS.scanStationAction, action);
}

/** Cancel and return need a reason with every scan (spec 02 section 4.13). */
export const needsDescription = (action: PrinterUnitAction) =>
  DESCRIBED_UNIT_ACTIONS.includes(action);
