import type { Notification } from '@platfox/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes';
import { decodeNotificationLink } from '../../ui/data-list/queryCodec';
import { provideScreenPaths } from '../../ui/screenPaths';
import { buildNotificationLink, notificationLink } from './link';

// The app provides its route table when it builds the router.
beforeAll(() => provideScreenPaths(ROUTES));

const seller = { id: 'me', type: 'SELLER' as const };
const admin = { id: 'adm', type: 'ADMIN' as const };
const printer = { id: 'prn', type: 'PRINTER' as const };
const item = (details: Notification['details']) => ({ id: 'n-1', details });

describe('notification links (spec 02 section 2.2)', () => {
  it('opens one record by the role prefix, the model and the id, in view mode', () => {
    const one = item({ model: 'order', ids: ['o-7'] });
    expect(buildNotificationLink(one, seller)).toBe('/s/order/o-7?m=view');
    expect(buildNotificationLink(one, admin)).toBe('/a/order/o-7?m=view');
    expect(buildNotificationLink(one, printer)).toBe('/p/order/o-7?m=view');
    expect(buildNotificationLink(item({ model: 'order-item', ids: ['x'] }), admin)).toBe(
      '/a/order-item/x?m=view',
    );
  });

  it('opens the plural list with the encrypted flag and ids for several records', () => {
    const link = buildNotificationLink(item({ model: 'order', ids: ['o-1', 'o-2'] }), admin);
    const [path, search] = link.split('?');
    expect(path).toBe('/a/orders');
    const params = new URLSearchParams(search);
    // Encrypted: neither the flag nor the ids read in plain text.
    expect(params.get('notification')).not.toBe('true');
    expect(params.get('params')).not.toContain('o-1');
    expect(decodeNotificationLink(params)).toEqual(['o-1', 'o-2']);
  });

  it("opens the viewer's own profile for a notice about their account", () => {
    expect(buildNotificationLink(item({ model: 'user', ids: ['me'] }), seller)).toBe(
      '/s/profile/edit/me?m=edit',
    );
    expect(buildNotificationLink(item({ model: 'user', ids: ['s-9'] }), admin)).toBe(
      '/a/user/s-9?m=view',
    );
  });

  it('falls back to the notification page without details, for unknown models, and where the viewer has no screen', () => {
    expect(notificationLink(item(null), seller)).toBe('/notification/n-1');
    expect(notificationLink(item({ model: 'order', ids: [] }), seller)).toBe('/notification/n-1');
    expect(notificationLink(item({ model: 'spaceship', ids: ['1'] }), seller)).toBe(
      '/notification/n-1',
    );
    // Sellers have no /s/network/:id screen, admins do.
    const network = item({ model: 'network', ids: ['net-1'] });
    expect(notificationLink(network, seller)).toBe('/notification/n-1');
    expect(notificationLink(network, admin)).toBe('/a/network/net-1?m=view');
    expect(notificationLink(item({ model: 'order', ids: ['o-1', 'o-2'] }), seller)).toMatch(
      /^\/s\/orders\?notification=/,
    );
  });
});
