import type { OrderItemStatus } from '@platfox/domain';
import { useCallback, useState } from 'react';
import type { SlipLookup } from './api';

/** The scans a session keeps: only in memory, so leaving the page forgets them. */
export const SESSION_SCANS_KEPT = 20;

export type SessionScan = {
  scanValue: string;
  orderItemId: string;
  imageUrl: string | null;
  productTypeName: string;
  productTitle: string;
  status: OrderItemStatus;
  /** Epoch milliseconds. */
  scannedAt: number;
};

export const sessionScanOf = (found: SlipLookup, scannedAt: number): SessionScan => ({
  scanValue: found.unit.scanValue,
  orderItemId: found.item.id,
  imageUrl: found.imageUrl ?? null,
  productTypeName: found.item.productTypeName,
  productTitle: found.item.productTitle,
  status: found.unit.status,
  scannedAt,
});

/** Newest first; a unit scanned again moves to the top instead of appearing twice. */
export function addSessionScan(rows: readonly SessionScan[], scan: SessionScan): SessionScan[] {
  const others = rows.filter((row) => row.scanValue !== scan.scanValue);
  return [scan, ...others].slice(0, SESSION_SCANS_KEPT);
}

export function useSessionScans() {
  const [rows, setRows] = useState<SessionScan[]>([]);
  const record = useCallback(
    (scan: SessionScan) => setRows((kept) => addSessionScan(kept, scan)),
    [],
  );
  return { rows, record };
}
