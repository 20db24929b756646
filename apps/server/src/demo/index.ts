import type { Db } from '../platform/db';
import type { App } from '../platform/types';
import { holdForStock } from './awaiting-stock';
import { blockASeller } from './blocked';
import { signedIn, type DemoCast } from './calls';
import { startEngagement } from './engagement';
import { writeFilterRules } from './advanced-filters';
import { writeAppTypes } from './app-types';
import { showSellerTools } from './seller-gaps';
import { importOrders } from './imported';
import { putInTransit } from './in-transit';
import { raiseIssues } from './issues';
import { catalogOf, moveOnTheFloor, placeOrdersByHand } from './orders';
import { bringSellers } from './salesmen';
import { stockTheWarehouse } from './stock';
import { startACart } from './carts';
import { connectDemoStore } from './store';
import { configureMail } from './mail';
import { fillTheGallery } from './gallery';
import { setSellerDefaults } from './seller-settings';
import { showMockups } from './mockups';

export { DEMO_SHOP_DOMAIN, demoShopFor } from './demo-shop';

/**
 * A small demo business on a fresh start outside production (issue 31 item 14), so that a
 * newcomer's screens open on something: the demo seller's orders at every step, its connected demo
 * store, issues and money. It runs after seed.ts (accounts, catalogue, opening ledger) on the
 * built app, in the background once it listens (main.ts), and only through the app's endpoints and services.
 *
 * Each area's part is a small file of this folder taking the signed-in demo accounts (`cast`);
 * another area adds its sample as one more part here.
 */
export async function seedDemoBusiness(
  app: App,
  /** The demo printer's checked-in staff member (seed.ts), who moves the units on. */
  floor: { staffId: string },
  /** The app's database, for the one step no endpoint takes (in-transit.ts). */
  db: Db,
): Promise<void> {
  const cast: DemoCast = {
    seller: await signedIn(app, 'seller@demo.test'),
    admin: await signedIn(app, 'admin@demo.test'),
    printer: await signedIn(app, 'printer@demo.test'),
  };
  // The seller's general settings first: the slips of the orders below print the return address.
  await setSellerDefaults(cast);
  const catalog = await catalogOf(cast.seller);
  // The printer's stock first: the floor's picks below then take from it.
  const coming = await stockTheWarehouse(cast.printer);
  // Before the orders: the floor's completions then count toward the events' milestones.
  await startEngagement(cast);
  await writeFilterRules(cast);
  await writeAppTypes(cast);
  const orders = await placeOrdersByHand(cast, catalog);
  await moveOnTheFloor(cast, orders, floor.staffId);
  // The orders left to pick, on a cart (before the imported and store orders come in).
  await startACart(cast.printer);
  // After the floor's picks: these orders find their items' bins empty and wait for the receipt.
  await holdForStock(cast, catalog, floor.staffId, coming);
  for (const order of orders.shipped) await putInTransit(db, cast.printer.actor, order);
  await raiseIssues(cast, orders.ready);
  await importOrders(app, cast.seller);
  await connectDemoStore(app, cast.seller, catalog);
  await bringSellers(app, cast);
  await blockASeller(app, cast);
  await configureMail(cast);
  await fillTheGallery(cast);
  await showSellerTools(cast, catalog);
  await showMockups(cast, catalog);
}
