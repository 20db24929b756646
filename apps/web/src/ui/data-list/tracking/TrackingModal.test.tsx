import type { AccountType } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import { renderPanel } from '../filters/testUtils';
import { TrackingModal, type TrackingRow } from './TrackingModal';

const item: TrackingRow = {
  id: 'oi-1',
  status: 'PROCESSING',
  trackingCode: '1Z999',
  trackingCarrierCode: 'UPS',
  localTrackingNumber: 'L-1',
  isDisallowShipping: false,
};

function renderModal(row: TrackingRow = item, userType: AccountType = 'ADMIN') {
  const handlers = {
    onClose: vi.fn(),
    onSave: vi.fn(() => Promise.resolve()),
    onCancelShipping: vi.fn(() => Promise.resolve()),
    onResumeShipping: vi.fn(() => Promise.resolve()),
  };
  renderPanel(<TrackingModal row={row} userType={userType} opened {...handlers} />);
  return handlers;
}

/** The modal moves focus into itself just after opening; a user's click comes later. */
const modalFocused = () =>
  waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).toBeTruthy());

const saveButton = () => screen.getByTestId('tracking-save') as HTMLButtonElement;
const codeInput = () => screen.getByTestId('tracking-code') as HTMLInputElement;
const carrierInput = () => screen.getByTestId('tracking-carrier') as HTMLInputElement;

beforeAll(async () => {
  await initI18n('en');
});

describe('TrackingModal: saving', () => {
  it('keeps Save disabled until something changes, and sends the trimmed values', async () => {
    const { onSave, onClose } = renderModal();
    expect(carrierInput().value).toBe('UPS');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: '  1Z999  ' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: ' 1Z000 ' } });
    fireEvent.change(screen.getByTestId('tracking-local-number'), { target: { value: ' L-2 ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      id: 'oi-1',
      trackingCode: '1Z000',
      trackingCarrierCode: 'UPS',
      localTrackingNumber: 'L-2',
    });
  });

  it('requires the carrier and the code, focusing the first empty field', async () => {
    const { onSave } = renderModal({ ...item, trackingCode: null, trackingCarrierCode: null });
    await modalFocused();
    fireEvent.change(codeInput(), { target: { value: '   ' } });
    fireEvent.change(screen.getByTestId('tracking-local-number'), { target: { value: 'L-9' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please tracking carrier code is required')).toBeTruthy();
    expect(screen.getByText('Please tracking code is required')).toBeTruthy();
    expect(document.activeElement).toBe(carrierInput());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('focuses the code when only the code is missing', async () => {
    renderModal({ ...item, trackingCode: '' });
    await modalFocused();
    fireEvent.change(screen.getByTestId('tracking-local-number'), { target: { value: 'L-9' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please tracking code is required')).toBeTruthy();
    expect(screen.queryByText('Please tracking carrier code is required')).toBeNull();
    expect(document.activeElement).toBe(codeInput());
  });

  it('shows a generic error without a row id', async () => {
    const { onSave } = renderModal({ ...item, id: undefined });
    fireEvent.change(codeInput(), { target: { value: 'NEW' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server message when saving fails and stays open', async () => {
    const { onSave, onClose } = renderModal();
    onSave.mockRejectedValueOnce(new Error('The tracking code is already used'));
    fireEvent.change(codeInput(), { target: { value: 'NEW' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('The tracking code is already used')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TrackingModal: who edits what', () => {
  it('hides the local tracking number from printers and leaves it out of the save', async () => {
    const { onSave } = renderModal(item, 'PRINTER');
    expect(screen.queryByTestId('tracking-local-number')).toBeNull();
    fireEvent.change(codeInput(), { target: { value: 'NEW' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      id: 'oi-1',
      trackingCode: 'NEW',
      trackingCarrierCode: 'UPS',
    });
  });

  it('does not let anyone edit before the item is picked', () => {
    renderModal({ ...item, status: 'PENDING' });
    expect(screen.queryByTestId('tracking-save')).toBeNull();
    expect(codeInput().readOnly).toBe(true);
    expect(screen.getByText(/can be changed once the item is picked/)).toBeTruthy();
  });

  it('never lets a seller edit, cancel or resume', () => {
    renderModal(item, 'SELLER');
    expect(screen.queryByTestId('tracking-save')).toBeNull();
    expect(codeInput().readOnly).toBe(true);
    expect(screen.queryByTestId('tracking-cancel-shipping')).toBeNull();
    expect(screen.queryByTestId('tracking-resume-shipping')).toBeNull();
  });
});

describe('TrackingModal: cancel and resume shipping', () => {
  it('cancels after confirming: code and carrier are dropped and resume is offered', async () => {
    const { onCancelShipping } = renderModal();
    fireEvent.click(screen.getByTestId('tracking-cancel-shipping'));
    expect(screen.getByTestId('tracking-shipping-confirm').textContent).toContain(
      'Are you sure you cancel shipping this item',
    );
    fireEvent.click(screen.getByTestId('tracking-shipping-yes'));
    expect(await screen.findByTestId('tracking-resume-shipping')).toBeTruthy();
    expect(onCancelShipping).toHaveBeenCalledWith('oi-1');
    expect(codeInput().value).toBe('');
    expect(carrierInput().value).toBe('');
    expect(screen.getByTestId('tracking-shipping-cancelled')).toBeTruthy();
  });

  it('does nothing when the confirmation is declined', () => {
    const { onCancelShipping } = renderModal();
    fireEvent.click(screen.getByTestId('tracking-cancel-shipping'));
    fireEvent.click(screen.getByTestId('tracking-shipping-no'));
    expect(onCancelShipping).not.toHaveBeenCalled();
    expect(codeInput().value).toBe('1Z999');
  });

  it('resumes a cancelled item after confirming', async () => {
    const { onResumeShipping } = renderModal({ ...item, isDisallowShipping: true });
    fireEvent.click(screen.getByTestId('tracking-resume-shipping'));
    expect(screen.getByTestId('tracking-shipping-confirm').textContent).toContain(
      'Are you sure you resume shipping this item',
    );
    fireEvent.click(screen.getByTestId('tracking-shipping-yes'));
    expect(await screen.findByTestId('tracking-cancel-shipping')).toBeTruthy();
    expect(onResumeShipping).toHaveBeenCalledWith('oi-1');
    expect(screen.queryByTestId('tracking-shipping-cancelled')).toBeNull();
  });

  it('shows the API error when cancelling fails', async () => {
    const { onCancelShipping } = renderModal();
    onCancelShipping.mockRejectedValueOnce(new Error('The item is already shipped'));
    fireEvent.click(screen.getByTestId('tracking-cancel-shipping'));
    fireEvent.click(screen.getByTestId('tracking-shipping-yes'));
    expect(await screen.findByText('The item is already shipped')).toBeTruthy();
    expect(codeInput().value).toBe('1Z999');
  });
});
