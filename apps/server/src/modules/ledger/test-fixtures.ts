import { randomUUID } from 'node:crypto';
import { files } from '../../platform/files/tables';
import type { TestContext } from '../../test/harness';

/*
 * Data of the ledger's tests (accounts, calls and funds are in test/fixtures.ts).
 */

/** An image the seller uploaded (the row the file store writes; the content is not needed). */
export async function proofImage(ctx: TestContext, ownerId: string): Promise<string> {
  const [row] = await ctx.database.db
    .insert(files)
    .values({
      ownerId,
      name: 'transfer.png',
      contentType: 'image/png',
      size: 1024,
      storageKey: `test/${randomUUID()}`,
    })
    .returning({ id: files.id });
  return row!.id;
}
