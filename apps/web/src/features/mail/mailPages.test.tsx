import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

const CONFIG = {
  addresses: {
    GENERAL_MAIL: [{ email: 'hello@platfox.test', isMain: true, isActive: true }],
    RECEIVE_EXPORT_MAILS: [],
    SUPPORT_MAIL: [],
  },
  smtp: { host: 'smtp.platfox.test', port: 587, secure: false, user: 'ops', hasPassword: true },
  sender: 'hello@platfox.test',
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedByEmail: 'ada@platfox.test',
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({
    type: 'ADMIN',
    permissions: [
      'MAIL_CONFIG_ACCESS',
      'MAIL_CONFIG_DETAIL_UPDATE',
      'MAIL_SENT_ACCESS',
      'MAIL_SENT_DETAIL_ACCESS',
      'MAIL_SENT_DETAIL_CREATE',
    ],
  });
});

describe('the mail configuration screen', () => {
  it('asks for one main active address before saving, and keeps the stored password', async () => {
    const { calls } = renderApp('/a/config-send-mails', {
      'GET /api/apps/config-send-mails': () => ok({ status: 200, data: CONFIG }),
      'PUT /api/apps/config-send-mails': () => ok({ status: 200, data: CONFIG }),
    });
    await screen.findByTestId('mail-GENERAL_MAIL-0-email', {}, PATIENT);
    expect(screen.getByTestId('mail-sender').textContent).toContain('hello@platfox.test');

    // An export address that is not the main one: the key has no main address.
    fireEvent.click(screen.getByTestId('mail-RECEIVE_EXPORT_MAILS-add'));
    fireEvent.change(screen.getByTestId('mail-RECEIVE_EXPORT_MAILS-0-email'), {
      target: { value: 'exports@platfox.test' },
    });
    fireEvent.click(screen.getByTestId('mail-RECEIVE_EXPORT_MAILS-0-active'));
    fireEvent.click(screen.getByTestId('mail-config-save'));
    expect(
      (await screen.findByTestId('mail-key-RECEIVE_EXPORT_MAILS-error', {}, PATIENT)).textContent,
    ).toBe('One main active email required');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByTestId('mail-RECEIVE_EXPORT_MAILS-0-active'));
    fireEvent.click(screen.getByTestId('mail-config-save'));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.body).toEqual({
        addresses: {
          ...CONFIG.addresses,
          RECEIVE_EXPORT_MAILS: [{ email: 'exports@platfox.test', isMain: true, isActive: true }],
        },
        // No password sent: the stored one stays.
        smtp: { host: 'smtp.platfox.test', port: 587, secure: false, user: 'ops' },
      });
    });
  });

  it("sends a test mail and shows the server's refusal", async () => {
    const { calls } = renderApp('/a/config-send-mails', {
      'GET /api/apps/config-send-mails': () => ok({ status: 200, data: CONFIG }),
      'POST /api/apps/config-send-mails/test': () =>
        fail(400, 'The SMTP server did not take the mail: Invalid login', {
          'smtp.host': 'Invalid login',
        }),
    });
    const to = await screen.findByTestId('smtp-test-to', {}, PATIENT);
    fireEvent.change(to, { target: { value: 'ops@platfox.test' } });
    fireEvent.click(screen.getByTestId('smtp-test-send'));
    await screen.findByText(/did not take the mail: Invalid login/, {}, PATIENT);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      to: 'ops@platfox.test',
      smtp: { host: 'smtp.platfox.test', port: 587 },
    });
  });
});

describe('a sent mail', () => {
  it('shows to whom, its status, its error and its words', async () => {
    const id = '0b0f6c1e-8d0a-4c7e-9a53-5e1a8a3f2b10';
    renderApp(`/a/email/${id}?m=view`, {
      [`GET /api/apps/emails/${id}`]: () =>
        ok({
          status: 200,
          data: {
            id,
            to: 'seller@platfox.test',
            subject: 'Reset your password | Platfox',
            kind: 'ACCOUNT',
            status: 'FAILED',
            error: 'Mailbox unavailable',
            text: 'Hello Ada,\n\nWe received a request to reset your password.',
            html: '<p>Hello Ada,</p>',
            sentByEmail: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        }),
    });
    expect((await screen.findByTestId('sent-mail-status', {}, PATIENT)).textContent).toBe('Failed');
    expect(screen.getByTestId('sent-mail-error').textContent).toContain('Mailbox unavailable');
    expect(screen.getByTestId('sent-mail-subject').textContent).toBe(
      'Reset your password | Platfox',
    );
    expect(screen.getByTestId('sent-mail-text').textContent).toContain('reset your password');
    expect(screen.getByText('The system')).toBeTruthy();
  });

  it('composes a mail to every seller and an address', async () => {
    const { calls } = renderApp('/a/email/create', {
      'POST /api/apps/emails': () => ok({ status: 200, data: { recipients: 3 } }),
    });
    await screen.findByTestId('compose-subject', {}, PATIENT);
    fireEvent.click(screen.getByTestId('compose-send'));
    await screen.findByText('Choose at least one recipient', {}, PATIENT);
    fireEvent.click(screen.getByTestId('compose-every-SELLER'));
    fireEvent.change(screen.getByTestId('compose-subject'), { target: { value: 'Cut-off' } });
    fireEvent.change(screen.getByTestId('compose-message'), {
      target: { value: 'Orders after 15 December ship in January.' },
    });
    fireEvent.click(screen.getByTestId('compose-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        to: [],
        toUserTypes: ['SELLER'],
        subject: 'Cut-off',
        message: 'Orders after 15 December ship in January.',
      }),
    );
  });
});
