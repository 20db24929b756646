import { STAFF_CHECK_INTERVAL_MS, type Staff } from '@platfox/domain';
import { onSignOut } from '../../platform/session';
import { readString, removeKey, STORAGE_KEYS, writeString } from '../../platform/storage';
import { createStore } from '../../platform/store';

/**
 * The staff member logged in on a printer account by QR code (spec 01 section 4). Only the id is
 * stored (localStorage, so every tab of the workplace shares it); the staff record is fetched again
 * at start and by the 5-minute check.
 */
export type StaffSession = {
  staffId: string | null;
  staff: Staff | null;
  /** The top bar asked for the scan modal although nobody logged out. */
  isScanRequested: boolean;
};

export const staffStore = createStore<StaffSession>({
  staffId: readString('local', STORAGE_KEYS.staffId),
  staff: null,
  isScanRequested: false,
});

export function storeStaff(staff: Staff): void {
  writeString('local', STORAGE_KEYS.staffId, staff.id);
  staffStore.set({ staffId: staff.id, staff, isScanRequested: false });
}

/** Staff sign-out: the stored id goes, and the scan modal opens again. */
export function clearStaff(): void {
  removeKey('local', STORAGE_KEYS.staffId);
  staffStore.set({ staffId: null, staff: null, isScanRequested: false });
}

export function requestStaffScan(): void {
  staffStore.set((state) => ({ ...state, isScanRequested: true }));
}

export function dismissStaffScan(): void {
  staffStore.set((state) => ({ ...state, isScanRequested: false }));
}

/** Another tab logged a staff member in or out. */
export function syncStaffFromStorage(): void {
  const staffId = readString('local', STORAGE_KEYS.staffId);
  if (staffId === staffStore.get().staffId) return;
  staffStore.set({ staffId, staff: null, isScanRequested: false });
}

onSignOut(() => staffStore.set({ staffId: null, staff: null, isScanRequested: false }));

export type StaffCheckAnswer = {
  valid: boolean;
  hasCheckedIn: boolean;
  message: string;
  staff: Staff | null;
};

export type StaffCheckOptions = {
  staffId: string;
  /** Asks the server about the stored id (staff by code with type "id"). */
  find: (staffId: string) => Promise<StaffCheckAnswer>;
  /** Still valid and checked in. */
  onValid: (staff: Staff) => void;
  /** No longer valid or checked out: the staff member is signed out. */
  onInvalid: (message: string) => void;
  /** Check right away (at start, when the name is not known yet). */
  isImmediate: boolean;
  intervalMs?: number;
};

/**
 * The staff check (spec 01 section 4): the stored staff is verified again every 5 minutes. No answer
 * (offline, server down) keeps the staff member; the next check decides.
 */
export function startStaffCheck({
  staffId,
  find,
  onValid,
  onInvalid,
  isImmediate,
  intervalMs = STAFF_CHECK_INTERVAL_MS,
}: StaffCheckOptions): () => void {
  let isStopped = false;
  const check = async () => {
    let answer: StaffCheckAnswer;
    try {
      answer = await find(staffId);
    } catch {
      return;
    }
    if (isStopped) return;
    if (answer.valid && answer.hasCheckedIn && answer.staff) onValid(answer.staff);
    else onInvalid(answer.message);
  };
  if (isImmediate) void check();
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
