import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { composeMail, createMailer, inBackground, type Mailer } from './mail';

const mail = composeMail({
  to: 'pia@demo.test',
  name: 'Pia <admin>',
  subject: 'Hello',
  paragraphs: ['First line.', 'A & B'],
  action: { label: 'Open', url: 'http://platfox.test/x?a=1&b=2' },
  note: 'Small print.',
});

describe('composeMail', () => {
  it('has a text and an HTML part with the same words and the product name', () => {
    expect(mail.subject).toBe('Hello | Platfox');
    expect(mail.text).toContain('Hello Pia <admin>,');
    expect(mail.text).toContain('Open: http://platfox.test/x?a=1&b=2');
    expect(mail.text).toContain('The Platfox team');
    expect(mail.html).toContain('Platfox');
    // Text put into HTML is escaped.
    expect(mail.html).toContain('Hello Pia &lt;admin&gt;,');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('href="http://platfox.test/x?a=1&amp;b=2"');
  });
});

describe('the outbox mailer', () => {
  it('writes each mail as JSON and as a raw .eml with both parts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-mail-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Platfox <no-reply@x.test>',
      dataDir,
    });
    await mailer.send(mail);
    const folder = path.join(dataDir, 'outbox');
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    const [eml, json] = files as [string, string];
    expect(json).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/);
    expect(eml).toBe(json.replace(/\.json$/, '.eml'));
    const record = JSON.parse(readFileSync(path.join(folder, json), 'utf8'));
    expect(record).toEqual({ ...mail, createdAt: expect.any(String) });
    const raw = readFileSync(path.join(folder, eml), 'utf8');
    expect(raw).toMatch(/^From: Platfox <no-reply@x\.test>/m);
    expect(raw).toMatch(/^To: pia@demo\.test/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });
});

describe('the outbox mailer under a reader', () => {
  it('never shows a reader a mail half-written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-mail-'));
    const folder = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@x.test', dataDir });
    // Large enough that writing it takes several writes.
    const big = { ...mail, html: `<p>${'word '.repeat(1_000_000)}</p>` };
    let isSending = true;
    const sending = Promise.all([1, 2, 3].map(() => mailer.send(big))).finally(() => {
      isSending = false;
    });
    let reads = 0;
    while (isSending || reads === 0) {
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((each) => each.endsWith('.json'))) {
        const text = await readFile(path.join(folder, name), 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
        reads += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sending;
    expect(readdirSync(folder).filter((name) => name.endsWith('.json'))).toHaveLength(3);
    // No temporary file is left behind.
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('inBackground', () => {
  it('answers at once, logs a failed delivery instead of throwing, and drains', async () => {
    let release: () => void = () => undefined;
    const slow: Mailer = {
      send: () =>
        new Promise((_resolve, reject) => {
          release = () => reject(new Error('smtp down'));
        }),
    };
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const mailer = inBackground(slow, log);
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    release();
    await mailer.drain();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'Hello | Platfox' }),
      'mail not delivered',
    );
  });
});
