import type { Messages } from '../en';
import type emptyStatesEn from './en';

const emptyStatesEs: Messages<typeof emptyStatesEn> = {
  default: 'Aún no hay nada aquí. Los registros nuevos aparecen aquí en cuanto se crean.',
  filtered: 'Nada coincide con estos filtros.',
  clearFilters: 'Quitar filtros',
  lists: {
    issues: 'Aún no hay incidencias. Aquí aparecen las abiertas sobre artículos enviados.',
    sentMails:
      'Aún no se ha enviado ningún correo. Cada correo del sistema aparece aquí, con si el servidor lo aceptó.',
    traceLogs:
      'Aún no hay cambios registrados. Aquí aparece cada cambio de un pedido, artículo, transacción o cuenta.',
    webhookDeliveries: 'Aún no hay envíos. Aquí aparecen los eventos enviados a tus endpoints.',
    stores: 'Aún no hay tiendas: conecta tu tienda de Shopify o WooCommerce.',
    storeVariants: 'No hay variantes aquí. Los productos de la tienda aparecen tras sincronizarla.',
    storeOrdersNeedYou: 'Nada le espera: cada pedido de tienda es ya un borrador o un pedido.',
    storeOrders: 'No hay pedidos de esta tienda aquí.',
    sellerProducts: 'Aún no hay productos: crea uno o importa una hoja de cálculo.',
    products: 'Aún no hay productos. Aparecen aquí cuando los comerciantes los crean.',
    sellerOrders: 'Aún no hay pedidos: crea uno o importa una hoja de cálculo.',
    orders: 'Aún no hay pedidos. Aparecen aquí cuando los comerciantes los realizan.',
    draftOrders:
      'No hay borradores. Los pedidos importados de una hoja de cálculo esperan aquí hasta que los realices.',
    orderItems: 'Aún no hay artículos. Cada producto de un pedido realizado aparece aquí.',
    printerItems: 'Nada pendiente aquí. Los artículos aparecen cuando se te asignan pedidos.',
    attributes: 'Aún no hay atributos: crea el primero (color, talla…).',
    awaitingStock: 'Ningún artículo está esperando stock.',
    stockLogs: 'Aún no hay cambios de stock: recibe o cuenta stock para empezar el registro.',
    inventories: 'Aún no hay stock registrado: registra una recepción para entrar stock.',
    blankApparels: 'Aún no hay prendas en blanco: crea una para seguir su stock.',
    categories: 'Aún no hay categorías: crea una para agrupar tipos de producto.',
    productTypes: 'Aún no hay tipos de producto: crea el primero.',
    uploadTypes: 'Aún no hay tipos de carga: crea el primero.',
    shippingPrices: 'Aún no hay precios de envío: añade uno por destino.',
    coupons: 'Aún no hay códigos de cupón: crea uno.',
    imports:
      'Aún no hay importaciones. Las hojas importadas en las pantallas de pedidos y productos aparecen aquí.',
    networks: 'Aún no hay redes. Aparecen aquí cuando los comerciantes las crean.',
    roles: 'Aún no hay roles: crea uno para agrupar permisos.',
    users: 'Aún no hay usuarios: crea uno.',
    shipmentTracker: 'Aún no se ha escaneado ningún paquete. Escanea un código de seguimiento.',
    signatures: 'Aún no hay firmas de albarán. Aparecen aquí cuando los comerciantes las suben.',
    downloadedSlips:
      'Aún no se ha descargado ningún albarán. Los que descargues de las listas aparecen aquí.',
    sellerDeposits: 'Aún no hay depósitos: deposita fondos para pagar tus pedidos.',
    deposits: 'Aún no hay depósitos. Los depósitos de los comerciantes aparecen aquí.',
    otherTransactions:
      'Aún no hay otras transacciones. Reembolsos, cargos y ajustes aparecen aquí.',
    withdraws: 'Aún no hay retiros. Las solicitudes de retiro de los comerciantes aparecen aquí.',
    afterSale:
      'No hay solicitudes pendientes. Las solicitudes de reembolso, reenvío y devolución aparecen aquí.',
    overDue: 'Ningún artículo ha superado su fecha límite.',
    invalidAddress: 'No hay pedidos con dirección no válida.',
    campaigns: 'Aún no hay mensajes de notificación: crea uno.',
  },
};

export default emptyStatesEs;
