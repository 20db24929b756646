import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('PGLITE_SHARED_BUFFERS', () => {
  it('gives the embedded database 32MB of buffer cache unless told otherwise', () => {
    expect(readConfig({}).embeddedSharedBuffers).toBe('32MB');
    expect(readConfig({ PGLITE_SHARED_BUFFERS: '' }).embeddedSharedBuffers).toBe('32MB');
    expect(readConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).embeddedSharedBuffers).toBe('128MB');
  });

  it('refuses at start a value PostgreSQL would not read as a size', () => {
    for (const value of ['lots', '32', '32 MB', '0MB', '32mb', '1TB'])
      expect(() => readConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(
        'PGLITE_SHARED_BUFFERS must be a size such as 32MB',
      );
  });
});
