import { fireEvent, screen, waitFor } from '@testing-library/react';
import { staffEndpoints } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../platform/api';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import {
  clearFeatureToken,
  featureCall,
  featureTokenStore,
  isFeatureTokenValid,
  requiresFeatureToken,
  saveFeatureToken,
  takeAwaitedRoute,
} from './featureToken';
import { FeatureTokenGate } from './FeatureTokenGate';
import { PinStep, SendPinStep } from './OwnerVerification';

const NOW = Date.now();
type Call = { url: string; method: string; headers: Headers; body: unknown };
let calls: Call[] = [];
let routes: Record<string, () => Response> = {};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  calls = [];
  routes = {};
  clearFeatureToken();
  const session = aSession({ id: 'printer-1', type: 'PRINTER', email: 'printer@demo.test' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({
        url,
        method,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = routes[`${method} ${url}`];
      return answer ? answer() : json(404, { status: 404, message: 'Not found', errors: {} });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('which screens need the feature token', () => {
  it.each([
    ['/p/hm/staff', true],
    ['/p/hm/work-shift', true],
    ['/p/hm/time-tracking', true],
    ['/p/config-send-mails', true],
    ['/p/hm', true],
    ['/p/scan', false],
    ['/p/verify-token-owner', false],
    ['/a/config-send-mails', false],
    ['/p/hmm', false],
  ])('%s: %s', (path, expected) => expect(requiresFeatureToken(path)).toBe(expected));

  it('holds a token until its expiry', () => {
    expect(isFeatureTokenValid(null)).toBe(false);
    expect(isFeatureTokenValid({ token: 't', expiresTimeStamp: NOW + 1 }, NOW)).toBe(true);
    expect(isFeatureTokenValid({ token: 't', expiresTimeStamp: NOW }, NOW)).toBe(false);
    expect(isFeatureTokenValid({ token: 't', expiresTimeStamp: null }, NOW)).toBe(true);
  });
});

describe('the feature-token guard', () => {
  const gated = (
    <FeatureTokenGate>
      <div data-testid="management-screen" />
    </FeatureTokenGate>
  );

  it('sends the owner to verify and remembers where they were going', async () => {
    const { router } = renderInApp(gated, { path: '/p/hm/staff' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/verify-token-owner'));
    expect(screen.queryByTestId('management-screen')).toBeNull();
    expect(takeAwaitedRoute()).toBe('/p/hm/staff');
    expect(takeAwaitedRoute()).toBeNull();
  });

  it('opens the screen with a valid token', async () => {
    saveFeatureToken({ token: 'ft-1', expiresTimeStamp: NOW + 3_600_000 });
    renderInApp(gated, { path: '/p/hm/staff' });
    expect(await screen.findByTestId('management-screen')).toBeTruthy();
  });

  it('sends the owner to verify again once the token has expired', async () => {
    saveFeatureToken({ token: 'ft-1', expiresTimeStamp: NOW - 1 });
    const { router } = renderInApp(gated, { path: '/p/config-send-mails' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/verify-token-owner'));
  });

  it('lets other screens through without a token', async () => {
    renderInApp(gated, { path: '/p/scan' });
    expect(await screen.findByTestId('management-screen')).toBeTruthy();
  });
});

describe('management calls', () => {
  it('carry the feature token in the Auth-Feature header', async () => {
    saveFeatureToken({ token: 'ft-1', expiresTimeStamp: null });
    routes['GET /api/printer/hm/staff'] = () => json(200, { status: 200, data: [] });
    await expect(featureCall(staffEndpoints.getPrinterHmStaff)).resolves.toEqual({
      status: 200,
      data: [],
    });
    expect(calls[0]?.headers.get('Auth-Feature')).toBe('ft-1');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('drop a token the server refuses and go to verify', async () => {
    saveFeatureToken({ token: 'stale', expiresTimeStamp: null });
    routes['GET /api/printer/hm/staff'] = () =>
      json(403, { status: 403, message: 'Owner verification required', errors: {} });
    const { router } = renderInApp(<div />, { path: '/p/hm/staff' });
    await expect(featureCall(staffEndpoints.getPrinterHmStaff)).rejects.toBeInstanceOf(ApiError);
    expect(featureTokenStore.get()).toBeNull();
    expect(localStorage.getItem('featureToken')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/verify-token-owner'));
    expect(sessionStore.get().status).toBe('signedIn');
  });
});

describe('owner verification', () => {
  it('sends the PIN once and remembers it was sent', async () => {
    routes['POST /api/apps/pin-code'] = () =>
      json(200, { status: 200, message: 'A PIN code has been sent' });
    renderInApp(<SendPinStep email="printer@demo.test" />);
    fireEvent.click(await screen.findByTestId('owner-send-pin'));
    expect((await screen.findByTestId('owner-pin-sent')).textContent).toContain(
      'printer@demo.test',
    );
    expect(localStorage.getItem('pinSent')).toBe('true');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/apps/pin-code']);
  });

  it('shows "sent" without sending again when the flag is stored', async () => {
    localStorage.setItem('pinSent', 'true');
    renderInApp(<SendPinStep email="printer@demo.test" />);
    expect(await screen.findByTestId('owner-pin-sent')).toBeTruthy();
    expect(screen.queryByTestId('owner-send-pin')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('trades the 6-digit PIN for a feature token and stores it', async () => {
    localStorage.setItem('pinSent', 'true');
    const expiresTimeStamp = NOW + 8 * 3_600_000;
    routes['POST /api/apps/verify-pin-code/printer-1'] = () =>
      json(200, { status: 200, data: { featureToken: 'ft-new', expiresTimeStamp } });
    const onVerified = vi.fn();
    renderInApp(<PinStep userId="printer-1" onVerified={onVerified} />);
    const inputs = (await screen.findByTestId('owner-pin')).querySelectorAll('input');
    expect(inputs).toHaveLength(6);
    '123456'.split('').forEach((digit, index) => {
      fireEvent.change(inputs[index]!, { target: { value: digit } });
    });
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toEqual({ pin: '123456', isGenFeatureToken: true });
    expect(featureTokenStore.get()).toEqual({ token: 'ft-new', expiresTimeStamp });
    expect(JSON.parse(localStorage.getItem('featureToken') ?? 'null')).toEqual({
      token: 'ft-new',
      expiresTimeStamp,
    });
    expect(localStorage.getItem('pinSent')).toBeNull();
  });

  it('shows the server’s message for a wrong PIN', async () => {
    routes['POST /api/apps/verify-pin-code/printer-1'] = () =>
      json(400, {
        status: 400,
        message: 'The PIN code is incorrect',
        errors: { pin: 'The PIN code is incorrect' },
      });
    const onVerified = vi.fn();
    renderInApp(<PinStep userId="printer-1" onVerified={onVerified} />);
    fireEvent.click(await screen.findByTestId('owner-verify'));
    expect((await screen.findByTestId('owner-pin-error')).textContent).toBe(
      'Enter the 6 digits of the PIN',
    );
    expect(calls).toEqual([]);
    const inputs = screen.getByTestId('owner-pin').querySelectorAll('input');
    '654321'.split('').forEach((digit, index) => {
      fireEvent.change(inputs[index]!, { target: { value: digit } });
    });
    await waitFor(() =>
      expect(screen.getByTestId('owner-pin-error').textContent).toBe('The PIN code is incorrect'),
    );
    expect(onVerified).not.toHaveBeenCalled();
    expect(featureTokenStore.get()).toBeNull();
  });
});
