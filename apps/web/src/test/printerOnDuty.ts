import type { Staff } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearStaff, storeStaff } from '../features/staff/staffSession';
import { initI18n } from '../platform/i18n';
import { signInAs, signOutQuietly } from './testApp';

/** A checked-in floor member, the one the printer screens' tests scan as. */
export const STAFF_ON_DUTY: Staff = {
  id: '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11',
  fullName: 'Sky Staff',
  email: null,
  phone: null,
  role: 'USER',
  hasCheckedIn: true,
  isActive: true,
};

/**
 * A file's tests as a printer whose station has STAFF_ON_DUTY checked in (English); each test
 * starts signed in afresh, and the station and any stubbed global are cleared after it.
 */
export function asPrinterOnDuty(): void {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    signOutQuietly();
    signInAs({ type: 'PRINTER' });
    storeStaff(STAFF_ON_DUTY);
  });
  afterEach(() => {
    clearStaff();
    vi.unstubAllGlobals();
  });
}
