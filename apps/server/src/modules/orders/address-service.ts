import type { AddressCheckView } from '@platfox/domain';
import type { Db, DbTx } from '../../platform/db';
import { forbidden } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import {
  addressReminderCount,
  applySuggestedAddress,
  checkView,
  confirmOrderAddress,
  readCheck,
  validateOrderAddress,
} from './addresses';
import type { OrderAddressCheckRow } from './after-sale-tables';
import type { ActedBy } from '../order-items/index';
import type { OrderRow } from './tables';

/** The seller's invalid-address list (data-list model), told of each check. */
export const INVALID_ADDRESS_MODEL = 'invalid-address-order';

function staffMay(by: ActedBy, permission: string): void {
  if (by.actor.type === 'ADMIN' && !by.actor.permissions.includes(permission)) throw forbidden();
}

type Checked = { order: OrderRow; check: OrderAddressCheckRow };

/** Address checks: validate, confirm (admin), apply the suggestion, the seller's reminder. */
export class OrderAddressService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  read(by: ActedBy, id: string): Promise<AddressCheckView> {
    staffMay(by, 'ORDER_DETAIL_ACCESS');
    return readCheck(this.db, by, id);
  }

  validate(by: ActedBy, id: string): Promise<AddressCheckView> {
    staffMay(by, 'ORDER_DETAIL_UPDATE');
    return this.run((tx) => validateOrderAddress(tx, by, id));
  }

  confirm(by: ActedBy, id: string): Promise<AddressCheckView> {
    return this.run((tx) => confirmOrderAddress(tx, by, id));
  }

  applySuggestion(by: ActedBy, id: string): Promise<AddressCheckView> {
    staffMay(by, 'ORDER_DETAIL_UPDATE');
    return this.run((tx) => applySuggestedAddress(tx, by, id));
  }

  reminderCount(by: ActedBy): Promise<number> {
    return addressReminderCount(this.db, by.actor.id);
  }

  private async run(change: (tx: DbTx) => Promise<Checked>): Promise<AddressCheckView> {
    const { order, check } = await this.db.transaction(change);
    const owners = [{ type: 'SELLER' as const, id: order.sellerId }];
    announceListChange(this.live, {
      model: INVALID_ADDRESS_MODEL,
      kind: 'updated',
      ids: [order.id],
      owners,
    });
    announceListChange(this.live, { model: 'order', kind: 'updated', ids: [order.id], owners });
    return checkView(order, check);
  }
}
