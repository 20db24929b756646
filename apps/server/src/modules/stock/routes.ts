import { stockEndpoints as endpoints } from '@platfox/domain';
import { actedBy, actorOf } from '../../platform/access';
import { serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { printerBlankApparelItems } from '../catalog/index';
import { FloorService } from './floor';
import { InventoryService } from './inventory';
import { productStockOf } from './product-stock';
import { VariantService } from './variants';
import { WarehouseService } from './warehouses';

const message = (text: string) => ({ status: 200, message: text });

/** The printer's stock (issue 32): warehouses, storage areas, inventory records, set stock. */
export function stockRoutes(app: App, { database }: Services): void {
  const warehouses = new WarehouseService(database.db);
  const inventory = new InventoryService(database.db, warehouses, app.live, app.log);
  const variants = new VariantService(database.db, warehouses);
  const floor = new FloorService(database.db, warehouses);

  serveAs(app, endpoints.getPrinterWarehouses, (actor) => warehouses.list(actor));
  serveAs(app, endpoints.postPrinterWarehouses, (actor, request) =>
    warehouses.create(actor, request.body),
  );
  serveAs(app, endpoints.getPrinterWarehousesOne, (actor, request) =>
    warehouses.get(actor, request.params.id),
  );
  serveAs(app, endpoints.putPrinterWarehouses, (actor, request) =>
    warehouses.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.deletePrinterWarehouses, async (request) => {
    await warehouses.remove(actorOf(request), request.params.id);
    return message('Warehouse deleted');
  });
  serveAs(app, endpoints.postPrinterWarehousesItems, (actor, request) =>
    warehouses.addItems(actor, request.params.id, request.body.blankApparelItemIds),
  );
  serve(app, endpoints.postPrinterWarehousesRemoveItems, async (request) => {
    await warehouses.removeItems(
      actorOf(request),
      request.params.id,
      request.body.blankApparelItemIds,
    );
    return message('Items removed');
  });
  serveAs(app, endpoints.getPrinterStockItems, (actor, request) =>
    warehouses.stockItems(actor, request.query),
  );
  serveAs(app, endpoints.getPrinterStockableItems, (actor) =>
    printerBlankApparelItems(database.db, actor.id),
  );
  serveAs(app, endpoints.getPrinterStorageAreas, (actor, request) =>
    warehouses.storageAreas(actor, request.query),
  );
  serveAs(app, endpoints.postPrinterStorageAreas, (actor, request) =>
    warehouses.createStorageArea(actor, request.body),
  );
  serveAs(app, endpoints.putPrinterStorageAreas, (actor, request) =>
    warehouses.renameStorageArea(actor, request.params.id, request.body.name),
  );
  serve(app, endpoints.deletePrinterStorageAreas, async (request) => {
    await warehouses.deleteStorageArea(actorOf(request), request.params.id);
    return message('Storage area deleted');
  });
  serveAs(app, endpoints.postPrinterStorageAreasItems, (actor, request) =>
    warehouses.assignToStorageArea(actor, request.params.id, request.body.stockItemIds),
  );
  serve(app, endpoints.postPrinterStorageAreasReset, async (request) => {
    const count = await warehouses.resetStorageArea(actorOf(request), request.params.id);
    return message(`${count} ${count === 1 ? 'item' : 'items'} taken out of the storage area`);
  });
  serveAnswer(app, endpoints.postPrinterInventories, (request) =>
    inventory.add(actedBy(request), request.body),
  );
  serveAnswer(app, endpoints.postPrinterInventoriesRevert, (request) =>
    inventory.revert(actedBy(request), request.params.id, request.body ?? {}),
  );
  serveAnswer(app, endpoints.postPrinterInventoriesReceive, (request) =>
    inventory.receive(actedBy(request), request.params.id, request.body ?? {}),
  );
  serveAs(app, endpoints.getPrinterInventoryItem, (actor, request) =>
    floor.lookUp(actor, request.query),
  );
  serveAnswer(app, endpoints.getWarehouseScanCodeProductStock, (request) =>
    productStockOf(database.db, request.params.code),
  );
  serveAnswer(app, endpoints.putPrinterUpdateStockQuantity, (request) =>
    inventory.updateQuantity(actedBy(request), request.body),
  );
  serveAs(app, endpoints.getPrinterGenerateVariant, (actor, request) =>
    variants.preview(actor, request.query),
  );
  serveAs(app, endpoints.postPrinterGenerateVariant, (actor, request) =>
    variants.generate(actor, request.body),
  );
}
