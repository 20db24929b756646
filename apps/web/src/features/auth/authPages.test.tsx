import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { fail, ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';

const MESSAGE = { status: 200, message: 'Done' };
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('registration', () => {
  it('ticks the password rule as it is typed', async () => {
    renderApp('/register', {});
    await screen.findByTestId('register-submit', {}, SLOW);
    const met = (rule: string) => screen.getByTestId(`password-rule-${rule}`).dataset.met;
    expect(met('uppercase')).toBe('false');
    change('password', 'Ab1');
    expect(met('uppercase')).toBe('true');
    expect(met('number')).toBe('true');
    expect(met('special')).toBe('false');
    expect(met('minLength')).toBe('false');
  });

  it('checks the fields before calling the server', async () => {
    const { calls } = renderApp('/register', {});
    fireEvent.click(await screen.findByTestId('register-submit', {}, SLOW));
    expect(await screen.findByText('The first name field is required')).toBeTruthy();
    expect(screen.getByTestId('register-email-error').textContent).toBe(
      'The email field is required',
    );
    change('register-email', 'not-an-email');
    change('password', 'weak');
    change('password-confirmation', 'other');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-email-error')).textContent).toBe(
      'The email must be a valid email address',
    );
    expect(screen.getByTestId('password-error').textContent).toBe(
      'The password does not follow the password rule',
    );
    expect(screen.getByTestId('password-confirmation-error').textContent).toBe(
      'The password confirmation field does not match',
    );
    expect(document.activeElement).toBe(screen.getByTestId('register-first-name'));
    expect(calls).toEqual([]);
  });

  const fill = () => {
    change('register-first-name', 'Ana');
    change('register-last-name', 'Lima');
    change('register-email', ' ana@shop.test ');
    change('password', 'Demo@12345');
    change('password-confirmation', 'Demo@12345');
  };

  it('shows the server’s field errors under the fields', async () => {
    renderApp('/register', {
      'POST /api/accounts/register': () =>
        fail(400, 'Invalid input', { phone: 'The phone field must be a valid phone number' }),
    });
    await screen.findByTestId('register-submit', {}, SLOW);
    fill();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('The phone field must be a valid phone number')).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toContain('Invalid input');
  });

  it('sends the registration and says to check the inbox', async () => {
    const { calls } = renderApp('/register', { 'POST /api/accounts/register': () => ok(MESSAGE) });
    await screen.findByTestId('register-submit', {}, SLOW);
    fill();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-done')).toBeTruthy();
    expect(screen.getByText(/ana@shop\.test/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@shop.test',
      phone: null,
      password: 'Demo@12345',
      passwordConfirmation: 'Demo@12345',
    });
  });
});

describe('forgot and reset password', () => {
  it('confirms the same way whatever the e-mail', async () => {
    const { calls } = renderApp('/forgot-password', {
      'POST /api/accounts/forgot-password': () => ok(MESSAGE),
    });
    await screen.findByTestId('forgot-submit', {}, SLOW);
    change('forgot-email', 'nobody@shop.test');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-done')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'nobody@shop.test' });
  });

  it('sets the new password with the token of the link', async () => {
    const { calls } = renderApp('/reset-password?token=tok-1', {
      'POST /api/accounts/reset-password': () => ok(MESSAGE),
    });
    await screen.findByTestId('reset-submit', {}, SLOW);
    change('password', 'Better@2024');
    change('password-confirmation', 'Better@2024');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      token: 'tok-1',
      password: 'Better@2024',
      passwordConfirmation: 'Better@2024',
    });
  });

  it('offers a new link when the token has expired', async () => {
    renderApp('/reset-password?token=old', {
      'POST /api/accounts/reset-password': () =>
        fail(400, 'The link has expired', { token: 'expired' }),
    });
    await screen.findByTestId('reset-submit', {}, SLOW);
    change('password', 'Better@2024');
    change('password-confirmation', 'Better@2024');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('result-title')).textContent).toBe('This link has expired');
    expect(screen.getByTestId('reset-request-new').getAttribute('href')).toBe('/forgot-password');
  });

  it('says the link is not valid without a token', async () => {
    renderApp('/reset-password', {});
    expect((await screen.findByTestId('result-title', {}, SLOW)).textContent).toBe(
      'This link is not valid',
    );
  });
});

describe('e-mail verification', () => {
  it('verifies the token and moves on to the success page', async () => {
    const { router, calls } = renderApp('/verify-email/tok-9', {
      'GET /api/accounts/verify-email/tok-9': () => ok(MESSAGE),
    });
    expect(await screen.findByTestId('verify-done', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-email-successfully');
    expect(screen.getByTestId('verified-next').getAttribute('href')).toBe('/login');
    expect(calls.filter((call) => call.path.startsWith('/api/accounts/verify'))).toHaveLength(1);
  });

  it('marks a signed-in user verified', async () => {
    signInAs({ isVerified: false });
    renderApp('/verify-email/tok-9', {
      'GET /api/accounts/verify-email/tok-9': () => ok(MESSAGE),
    });
    expect(await screen.findByTestId('verify-done', {}, SLOW)).toBeTruthy();
    expect(sessionStore.get().auth?.user.isVerified).toBe(true);
    expect(screen.getByTestId('verified-next').getAttribute('href')).toBe('/s');
  });

  it('offers a new mail for an expired link', async () => {
    const { calls } = renderApp('/verify-email/old', {
      'GET /api/accounts/verify-email/old': () => fail(400, 'Expired', { token: 'expired' }),
      'POST /api/accounts/verify-email-expired-token': () => ok(MESSAGE),
    });
    fireEvent.click(await screen.findByTestId('verify-resend', {}, SLOW));
    expect(await screen.findByTestId('verify-resent')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/accounts/verify-email-expired-token',
      body: { token: 'old' },
    });
  });

  it('lets a signed-in unverified user ask for a new mail', async () => {
    signInAs({ isVerified: false, email: 'new@shop.test' });
    const { calls } = renderApp('/s', { 'GET /api/accounts/verify-email': () => ok(MESSAGE) });
    expect((await screen.findByTestId('verify-notice', {}, SLOW)).textContent).toContain(
      'new@shop.test',
    );
    fireEvent.click(screen.getByTestId('verify-notice-resend'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/accounts/verify-email')).toBe(true),
    );
    expect(await screen.findByTestId('verify-resent')).toBeTruthy();
  });
});
