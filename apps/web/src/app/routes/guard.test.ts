import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput, type GuardUser } from './guard';
import { routeAt } from '.';

const user = (type: GuardUser['type'], changes: Partial<GuardUser> = {}): GuardUser => ({
  type,
  permissions: [],
  isVerified: true,
  status: 'OFFLINE',
  ...changes,
});

function decide(path: string, viewer: GuardUser | null, extra: Partial<GuardInput> = {}) {
  return decideRoute({
    route: routeAt(path),
    mode: undefined,
    user: viewer,
    isServerDisconnected: false,
    ...extra,
  });
}

describe('route guard', () => {
  it('sends someone not signed in to /login from any signed-in route', () => {
    expect(decide('/a/orders', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/s', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/change-password', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone open guest and public pages', () => {
    expect(decide('/login', null)).toEqual({ kind: 'allow' });
    expect(decide('/register', null)).toEqual({ kind: 'allow' });
    expect(decide('/check-in', null)).toEqual({ kind: 'allow' });
    expect(decide('*', null)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['ROOT', '/r/users'],
    ['ADMIN', '/'],
    ['SELLER', '/s'],
    ['PRINTER', '/p/scan'],
    ['WAREHOUSE', '/wh/products'],
  ] as const)('sends a signed-in %s from guest pages to %s', (type, home) => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      expect(decide(path, user(type))).toEqual({ kind: 'redirect', to: home });
    }
  });

  it('sends a user to their own home from another type’s route', () => {
    expect(decide('/a/orders', user('SELLER'))).toEqual({ kind: 'redirect', to: '/s' });
    expect(decide('/s/orders', user('PRINTER'))).toEqual({ kind: 'redirect', to: '/p/scan' });
    expect(decide('/', user('WAREHOUSE'))).toEqual({ kind: 'redirect', to: '/wh/products' });
    expect(decide('/a/orders', user('ROOT'))).toEqual({ kind: 'redirect', to: '/r/users' });
    expect(decide('/r/users', user('ADMIN', { permissions: ['USER_ACCESS'] }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('lets each type into its own routes', () => {
    expect(decide('/r/users', user('ROOT'))).toEqual({ kind: 'allow' });
    expect(decide('/s/orders', user('SELLER'))).toEqual({ kind: 'allow' });
    expect(decide('/p/scan', user('PRINTER'))).toEqual({ kind: 'allow' });
    expect(decide('/wh/products', user('WAREHOUSE'))).toEqual({ kind: 'allow' });
    expect(decide('/notifications', user('SELLER'))).toEqual({ kind: 'allow' });
  });

  it('needs the admin permission of the route and mode, else the 403 page', () => {
    const admin = user('ADMIN', { permissions: ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS'] });
    expect(decide('/a/orders', admin)).toEqual({ kind: 'allow' });
    expect(decide('/a/order/:id', admin, { mode: 'view' })).toEqual({ kind: 'allow' });
    expect(decide('/a/order/:id', admin, { mode: 'edit' })).toEqual({ kind: 'error', status: 403 });
    expect(decide('/a/order/:id', admin)).toEqual({ kind: 'error', status: 403 });
    expect(decide('/a/attributes', admin)).toEqual({ kind: 'error', status: 403 });
    expect(decide('/', admin)).toEqual({ kind: 'error', status: 403 });
  });

  it('turns a create route into the CREATE permission', () => {
    const creator = user('ADMIN', { permissions: ['ATTRIBUTE_DETAIL_CREATE'] });
    const editor = user('ADMIN', { permissions: ['ATTRIBUTE_DETAIL_UPDATE'] });
    expect(decide('/a/attribute/create', creator, { mode: 'create' })).toEqual({ kind: 'allow' });
    expect(decide('/a/attribute/create', editor, { mode: 'create' })).toEqual({
      kind: 'error',
      status: 403,
    });
    expect(decide('/a/attribute/:id', editor, { mode: 'edit' })).toEqual({ kind: 'allow' });
  });

  it('holds a blocked user on the blocked screen and keeps others off it', () => {
    const blocked = user('SELLER', { status: 'BLOCKED' });
    expect(decide('/s/orders', blocked)).toEqual({ kind: 'redirect', to: '/user/block' });
    expect(decide('/user/block', blocked)).toEqual({ kind: 'allow' });
    expect(decide('/user/block', user('SELLER'))).toEqual({ kind: 'redirect', to: '/s' });
  });

  it('sends an unverified user to verify-email, and a verified one away from it', () => {
    const unverified = user('SELLER', { isVerified: false });
    expect(decide('/s', unverified)).toEqual({ kind: 'redirect', to: '/verify-email' });
    expect(decide('/verify-email', unverified)).toEqual({ kind: 'allow' });
    expect(decide('/login', unverified)).toEqual({ kind: 'allow' });
    expect(decide('/verify-email', user('SELLER'))).toEqual({ kind: 'redirect', to: '/s' });
  });

  it('opens /maintenance only while the server is disconnected', () => {
    expect(decide('/maintenance', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/maintenance', user('PRINTER'))).toEqual({ kind: 'redirect', to: '/p/scan' });
    expect(decide('/maintenance', null, { isServerDisconnected: true })).toEqual({ kind: 'allow' });
  });

  it('treats a STAFF session as no session', () => {
    expect(decide('/p/scan', user('STAFF'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/login', user('STAFF'))).toEqual({ kind: 'allow' });
  });
});
