import { stockEndpoints as endpoints } from '@platfox/domain';
import { actedBy, actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
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

  serve(app, endpoints.getPrinterWarehouses, async (request) =>
    ok(await warehouses.list(actorOf(request))),
  );
  serve(app, endpoints.postPrinterWarehouses, async (request) =>
    ok(await warehouses.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.getPrinterWarehousesOne, async (request) =>
    ok(await warehouses.get(actorOf(request), request.params.id)),
  );
  serve(app, endpoints.putPrinterWarehouses, async (request) =>
    ok(await warehouses.update(actorOf(request), request.params.id, request.body)),
  );
  serve(app, endpoints.deletePrinterWarehouses, async (request) => {
    await warehouses.remove(actorOf(request), request.params.id);
    return message('Warehouse deleted');
  });
  serve(app, endpoints.postPrinterWarehousesItems, async (request) =>
    ok(
      await warehouses.addItems(
        actorOf(request),
        request.params.id,
        request.body.blankApparelItemIds,
      ),
    ),
  );
  serve(app, endpoints.postPrinterWarehousesRemoveItems, async (request) => {
    await warehouses.removeItems(
      actorOf(request),
      request.params.id,
      request.body.blankApparelItemIds,
    );
    return message('Items removed');
  });
  serve(app, endpoints.getPrinterStockItems, async (request) =>
    ok(await warehouses.stockItems(actorOf(request), request.query)),
  );
  serve(app, endpoints.getPrinterStockableItems, async (request) =>
    ok(await printerBlankApparelItems(database.db, actorOf(request).id)),
  );
  serve(app, endpoints.getPrinterStorageAreas, async (request) =>
    ok(await warehouses.storageAreas(actorOf(request), request.query)),
  );
  serve(app, endpoints.postPrinterStorageAreas, async (request) =>
    ok(await warehouses.createStorageArea(actorOf(request), request.body)),
  );
  serve(app, endpoints.putPrinterStorageAreas, async (request) =>
    ok(await warehouses.renameStorageArea(actorOf(request), request.params.id, request.body.name)),
  );
  serve(app, endpoints.deletePrinterStorageAreas, async (request) => {
    await warehouses.deleteStorageArea(actorOf(request), request.params.id);
    return message('Storage area deleted');
  });
  serve(app, endpoints.postPrinterStorageAreasItems, async (request) =>
    ok(
      await warehouses.assignToStorageArea(
        actorOf(request),
        request.params.id,
        request.body.stockItemIds,
      ),
    ),
  );
  serve(app, endpoints.postPrinterStorageAreasReset, async (request) => {
    const count = await warehouses.resetStorageArea(actorOf(request), request.params.id);
    return message(`${count} ${count === 1 ? 'item' : 'items'} taken out of the storage area`);
  });
  serve(app, endpoints.postPrinterInventories, async (request) =>
    ok(await inventory.add(actedBy(request), request.body)),
  );
  serve(app, endpoints.postPrinterInventoriesRevert, async (request) =>
    ok(await inventory.revert(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.postPrinterInventoriesReceive, async (request) =>
    ok(await inventory.receive(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.getPrinterInventoryItem, async (request) =>
    ok(await floor.lookUp(actorOf(request), request.query)),
  );
  serve(app, endpoints.getWarehouseScanCodeProductStock, async (request) =>
    ok(await productStockOf(database.db, request.params.code)),
  );
  serve(app, endpoints.putPrinterUpdateStockQuantity, async (request) =>
    ok(await inventory.updateQuantity(actedBy(request), request.body)),
  );
  serve(app, endpoints.getPrinterGenerateVariant, async (request) =>
    ok(await variants.preview(actorOf(request), request.query)),
  );
  serve(app, endpoints.postPrinterGenerateVariant, async (request) =>
    ok(await variants.generate(actorOf(request), request.body)),
  );
}
