import { describe, expect, it } from 'vitest';
import { IMPORT_QUEUE_STATUSES, isFinalImportStatus } from './imports';

describe('isFinalImportStatus', () => {
  it('stops polling at FINISHED, FINISHED_WITH_ERRORS and FAIL', () => {
    expect(IMPORT_QUEUE_STATUSES.filter(isFinalImportStatus)).toEqual([
      'FINISHED',
      'FINISHED_WITH_ERRORS',
      'FAIL',
    ]);
  });

  it('keeps polling on anything else, including unknown or missing statuses', () => {
    expect(isFinalImportStatus('PENDING')).toBe(false);
    expect(isFinalImportStatus('PROCESSING')).toBe(false);
    expect(isFinalImportStatus('finished')).toBe(false);
    expect(isFinalImportStatus(null)).toBe(false);
    expect(isFinalImportStatus(undefined)).toBe(false);
  });
});
