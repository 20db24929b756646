import { randomBytes } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { PROOF_NOT_IMAGE } from './proof-routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

function upload(session: Session, bytes: Buffer, name = 'transfer.png') {
  const boundary = `----proof${randomBytes(8).toString('hex')}`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/deposit-proofs',
    headers: {
      ...bearer(session),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('deposit proof upload', () => {
  it('stores the image as the seller own file, which a bank deposit can then name', async () => {
    const seller = await newSeller(ctx);
    const uploaded = await upload(seller.session, PNG);
    expect(uploaded.statusCode).toBe(200);
    const { id, name } = uploaded.json().data;
    expect(name).toBe('transfer.png');

    const deposit = await as(ctx, seller.session)(
      'POST',
      '/api/seller/deposit',
      { amount: 5_000, proofFileId: id, description: 'Wire 42' },
      `proof-key-${Date.now()}`,
    );
    expect(deposit.status).toBe(200);
    expect(deposit.body.data).toMatchObject({ status: 'PENDING', proofFileId: id });
  });

  it('refuses what is not a PNG or JPEG, whatever its name', async () => {
    const seller = await newSeller(ctx);
    const refused = await upload(seller.session, Buffer.from('%PDF-1.7 not an image'), 'a.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PROOF_NOT_IMAGE);
  });

  it("keeps one seller's proof from another seller's deposit", async () => {
    const [owner, other] = await Promise.all([newSeller(ctx), newSeller(ctx)]);
    const { id } = (await upload(owner.session, PNG)).json().data;
    const deposit = await as(ctx, other.session)(
      'POST',
      '/api/seller/deposit',
      { amount: 5_000, proofFileId: id, description: 'Wire 43' },
      `proof-key-other-${Date.now()}`,
    );
    expect(deposit.status).toBe(400);
  });

  it('is for sellers only', async () => {
    const admin = await newAdmin(ctx, ['DEPOSIT_ACCESS']);
    expect((await upload(admin, PNG)).statusCode).toBe(403);
  });
});
