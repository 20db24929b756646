import { describe, expect, it } from 'vitest';
import { HostRefusedError, isPrivateAddress, resolvePublicHost } from './public-address';

describe('public addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.2.3.4', true],
    ['172.20.1.1', true],
    ['192.168.0.9', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['64:ff9b::a00:1', true],
    // Public ones pass, IPv4 included (an IPv4-mapped subnet in the IPv6 list once refused all).
    ['93.184.215.14', false],
    ['172.32.0.1', false],
    ['::ffff:93.184.215.14', false],
    ['2606:2800:220:1::1', false],
  ])('%s is private: %s', (address, isPrivate) => {
    expect(isPrivateAddress(address)).toBe(isPrivate);
  });

  it('resolves a name and refuses it when an address is private', async () => {
    await expect(resolvePublicHost('localhost')).rejects.toEqual(
      new HostRefusedError('not-public'),
    );
    await expect(resolvePublicHost('[::1]')).rejects.toBeInstanceOf(HostRefusedError);
    expect(await resolvePublicHost('93.184.215.14')).toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
  });
});
