import type {
  PrinterPermission,
  PrinterProductItemStatus,
  adminPrinterPermissionsBodySchema,
} from '@platfox/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { invalidFields, iso } from './common';
import { printerPermissions } from './supply-tables';
import { productTypes } from './tables';
const { users } = accountsReadModel;

type AdminBody = z.output<typeof adminPrinterPermissionsBodySchema>;

export const PRINTER_NOT_FOUND = 'Printer not found';
export const PERMISSION_NOT_FOUND = 'You have no permission on this product type';
export const ADMIN_BLOCKED = 'An admin has blocked this product type for you';

/**
 * Which printer may produce which product type (spec 03 section 3.3). Admins grant and block;
 * a printer pauses and resumes its own grants but cannot lift an admin's block.
 */
export class PrinterPermissionService {
  constructor(private readonly db: Db) {}

  async forPrinter(printerId: string): Promise<PrinterPermission[]> {
    const rows = await this.db
      .select({
        productTypeId: printerPermissions.productTypeId,
        productTypeName: productTypes.name,
        status: printerPermissions.status,
        updatedAt: printerPermissions.updatedAt,
      })
      .from(printerPermissions)
      .innerJoin(productTypes, eq(productTypes.id, printerPermissions.productTypeId))
      .where(eq(printerPermissions.printerId, printerId))
      .orderBy(asc(productTypes.name));
    return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
  }

  /** Admin: the printer's grants become the list; a printer's own pause survives a grant. */
  async setForPrinter(printerId: string, body: AdminBody): Promise<PrinterPermission[]> {
    const [printer] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, printerId), eq(users.type, 'PRINTER')));
    if (!printer) throw notFound(PRINTER_NOT_FOUND);
    const wanted = new Map(body.items.map((item) => [item.productTypeId, item.status]));
    const ids = [...wanted.keys()];
    const known = new Set(
      ids.length
        ? (
            await this.db
              .select({ id: productTypes.id })
              .from(productTypes)
              .where(inArray(productTypes.id, ids))
          ).map((row) => row.id)
        : [],
    );
    const errors: Record<string, string> = {};
    body.items.forEach((item, index) => {
      if (!known.has(item.productTypeId)) {
        errors[`items.${index}.productTypeId`] = 'The selected product type is invalid';
      }
    });
    const invalid = invalidFields(errors);
    if (invalid) throw invalid;

    await this.db.transaction(async (tx) => {
      await tx
        .delete(printerPermissions)
        .where(
          and(
            eq(printerPermissions.printerId, printerId),
            ids.length ? notInArray(printerPermissions.productTypeId, ids) : undefined,
          ),
        );
      const current = await tx
        .select()
        .from(printerPermissions)
        .where(eq(printerPermissions.printerId, printerId))
        .for('update');
      const currentStatus = new Map(current.map((row) => [row.productTypeId, row.status]));
      for (const [productTypeId, status] of wanted) {
        const had = currentStatus.get(productTypeId);
        const next: PrinterProductItemStatus =
          status === 'ACTIVATED' && had === 'PRINTER_BLOCKED' ? had : status;
        if (had === undefined) {
          await tx.insert(printerPermissions).values({ printerId, productTypeId, status: next });
        } else if (had !== next) {
          await tx
            .update(printerPermissions)
            .set({ status: next, updatedAt: new Date() })
            .where(
              and(
                eq(printerPermissions.printerId, printerId),
                eq(printerPermissions.productTypeId, productTypeId),
              ),
            );
        }
      }
    });
    return this.forPrinter(printerId);
  }

  /** Printer: pause (PRINTER_BLOCKED) or resume (ACTIVATED) one of its own grants. */
  async setOwnStatus(
    printer: Actor,
    productTypeId: string,
    status: 'ACTIVATED' | 'PRINTER_BLOCKED',
  ): Promise<PrinterPermission[]> {
    const [row] = await this.db
      .select({ status: printerPermissions.status })
      .from(printerPermissions)
      .where(
        and(
          eq(printerPermissions.printerId, printer.id),
          eq(printerPermissions.productTypeId, productTypeId),
        ),
      );
    if (!row) throw notFound(PERMISSION_NOT_FOUND);
    if (row.status === 'ADMIN_BLOCKED') throw badRequest(ADMIN_BLOCKED, { status: ADMIN_BLOCKED });
    await this.db
      .update(printerPermissions)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          eq(printerPermissions.printerId, printer.id),
          eq(printerPermissions.productTypeId, productTypeId),
          // An admin block that landed meanwhile wins.
          notInArray(printerPermissions.status, ['ADMIN_BLOCKED']),
        ),
      );
    return this.forPrinter(printer.id);
  }

  /** The printers that may produce a product type now. */
  async printersFor(productTypeId: string): Promise<string[]> {
    const rows = await this.db
      .select({ printerId: printerPermissions.printerId })
      .from(printerPermissions)
      .where(
        and(
          eq(printerPermissions.productTypeId, productTypeId),
          eq(printerPermissions.status, 'ACTIVATED'),
        ),
      );
    return rows.map((row) => row.printerId);
  }
}
