import type { AddressCheckView, OrderAddress, OrderView } from '@platfox/domain';
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
import { remindInvalidAddress } from './address-reminder';
import { editPlacedAddress } from './address-edit';
import { orderView } from './reads';
import type { Mailer } from '../../platform/mail';
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
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
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

  /** The admin's reminder: told to the seller (and mailed) after the commit. */
  async remind(by: ActedBy, id: string): Promise<AddressCheckView> {
    staffMay(by, 'ORDER_DETAIL_UPDATE');
    const { order, check, told, mail } = await this.db.transaction((tx) =>
      remindInvalidAddress(tx, this.live, by, id, this.publicUrl),
    );
    told.push();
    // The app's mailer hands the mail on in the background (inBackground): no SMTP wait here.
    if (mail) await this.mailer.send(mail);
    return checkView(order, check);
  }

  /** The seller's correction of a placed order's address; answers the order as they see it. */
  async editAddress(by: ActedBy, id: string, address: OrderAddress): Promise<OrderView> {
    await this.run((tx) => editPlacedAddress(tx, by, id, address));
    return orderView(this.db, by.actor, id);
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
