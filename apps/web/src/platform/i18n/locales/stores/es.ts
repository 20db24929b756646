import type { Messages } from '../en';
import type storesEn from './en';
import { PLATFORM_NAMES } from './platformNames';

const storesEs: Messages<typeof storesEn> = {
  intro:
    'Conecta tus tiendas: sus pedidos llegan aquí solos y el seguimiento vuelve a la tienda en cuanto se envía el pedido.',
  types: PLATFORM_NAMES,
  fields: {
    type: 'Plataforma',
    name: 'Tienda',
    domain: 'Dirección',
    status: 'Estado',
    lastSync: 'Última sincronización',
    waiting: 'Pendiente',
    shopCode: 'Código de tienda',
    createdAt: 'Conectada el',
  },
  neverSynced: 'Aún sin sincronizar',
  syncError: 'La última sincronización falló: {{error}}',
  counts: {
    unmappedVariants_one: '{{count}} variante por asociar',
    unmappedVariants_other: '{{count}} variantes por asociar',
    unmappedVariants_many: '{{count}} variantes por asociar',
    waitingOrders_one: '{{count}} pedido en espera',
    waitingOrders_other: '{{count}} pedidos en espera',
    waitingOrders_many: '{{count}} pedidos en espera',
    failedPushes_one: '{{count}} envío de seguimiento fallido',
    failedPushes_other: '{{count}} envíos de seguimiento fallidos',
    failedPushes_many: '{{count}} envíos de seguimiento fallidos',
    nothing: 'Nada pendiente',
  },
  actions: {
    connect: 'Conectar una tienda',
    disconnect: 'Desconectar',
    reconnect: 'Reconectar',
    sync: 'Sincronizar ahora',
    synced: 'La sincronización está en cola: productos y pedidos nuevos llegan en un momento',
    disconnected: '{{name}} está desconectada',
    reconnected: '{{name}} vuelve a estar conectada',
    openStore: 'Abrir la tienda',
  },
  disconnect: {
    title: '¿Desconectar esta tienda?',
    question:
      'No llegará ningún pedido de {{name}} y el seguimiento dejará de enviarse a ella. Sus asociaciones se conservan; puedes reconectarla más tarde.',
  },
  connect: {
    title: 'Conectar una tienda',
    choose: '¿En qué plataforma está tu tienda?',
    shopifyDomain: 'Dirección de la tienda',
    shopifyDomainHint: 'Tu dirección myshopify, como mi-tienda.myshopify.com',
    shopifyNext: 'Aprobarás la conexión en Shopify y luego volverás aquí.',
    shopifySubmit: 'Continuar a Shopify',
    wooUrl: 'URL de la tienda',
    wooUrlHint: 'La dirección de tu sitio WordPress, como https://shop.example.com',
    consumerKey: 'Clave de cliente (consumer key)',
    consumerSecret: 'Secreto de cliente (consumer secret)',
    wooKeysHint:
      'En WooCommerce: Ajustes › Avanzado › API REST › Añadir clave, con permisos de lectura/escritura.',
    wooSubmit: 'Comprobar y conectar',
    connected: '{{name}} está conectada',
    redirecting: 'Te llevamos a {{platform}}…',
  },
  reconnect: {
    title: 'Reconectar {{name}}',
    wooText:
      'Indica claves nuevas si las anteriores se revocaron, o déjalas en blanco para comprobar de nuevo las guardadas.',
    submit: 'Reconectar',
  },
  needsYou: {
    title: 'Le necesita',
    clear: 'Nada le espera en sus tiendas.',
    orders_one: '{{count}} pedido de tienda aún no puede ser borrador',
    orders_many: '{{count}} pedidos de tienda aún no pueden ser borradores',
    orders_other: '{{count}} pedidos de tienda aún no pueden ser borradores',
    refused_one: '{{count}} rechazado (dirección o precio)',
    refused_many: '{{count}} rechazados (dirección o precio)',
    refused_other: '{{count}} rechazados (dirección o precio)',
    drafts_one: '{{count}} borrador de sus tiendas por realizar',
    drafts_many: '{{count}} borradores de sus tiendas por realizar',
    drafts_other: '{{count}} borradores de sus tiendas por realizar',
    open: 'Ver qué corregir',
    openDrafts: 'Borradores',
    intro:
      'Pedidos de sus tiendas que aún no pueden ser borradores: vincule sus variantes en la tienda o corrija lo rechazado. Cada uno será entonces un borrador por sí solo.',
  },
  placeMode: {
    label: 'Pedidos vinculados',
    MANUAL: 'Confirmar a mano',
    AUTO: 'Realizar automáticamente',
    manualHint: 'Cada pedido vinculado espera como borrador hasta que usted lo realice.',
    autoHint:
      'Cada pedido vinculado se realiza al instante si su saldo lo cubre; si no, espera como borrador.',
    ceilingHint:
      'La realización automática de pedidos de TikTok está desactivada para todos: esperan como borradores hasta que los administradores la activen.',
    saved: 'Guardado',
  },
  store: {
    facts: 'Sobre esta tienda',
    variants: 'Productos y variantes',
    orders: 'Pedidos de la tienda',
    pushes: 'Seguimiento enviado',
    allVariants: 'Todas',
    waitingOrders: 'En espera',
    allOrders: 'Todos',
    map: 'Asociar',
    openOrder: 'Abrir el pedido',
    unmappedLines_one: '{{count}} línea sin asociar',
    unmappedLines_other: '{{count}} líneas sin asociar',
    unmappedLines_many: '{{count}} líneas sin asociar',
    noPushes: 'Todos los códigos de seguimiento llegaron a la tienda',
    retry: 'Reintentar',
    retried: 'Enviado de nuevo',
    pushWaiting: 'Aún no enviado',
    pushRetrying: 'Reintentando',
    pushRetryingNote: '{{attempts}} fallido(s); se reintentará',
    pushFailedNote: 'Detenido tras {{attempts}}: reintente cuando la tienda esté lista',
    attempts_one: '{{count}} intento',
    attempts_other: '{{count}} intentos',
    attempts_many: '{{count}} intentos',
  },
  bulk: {
    title: 'Asignar varias a la vez',
    intro:
      'Asigna cada variante sin asignar cuyo SKU sea el de uno de tus productos, o asigna todas las variantes de una opción (todas las tallas de Blanco) a uno de tus productos: cada una va al artículo del mismo nombre ("White / M").',
    bySku: 'Asignar por SKU',
    option: 'Variantes con la opción',
    anyOption: 'Todas las sin asignar',
    map_one: 'Asignar {{count}} variante',
    map_other: 'Asignar {{count}} variantes',
    map_many: 'Asignar {{count}} variantes',
    matched_one: '{{count}} variante asignada',
    matched_other: '{{count}} variantes asignadas',
    matched_many: '{{count}} variantes asignadas',
    unmatched_one: '{{count}} sin coincidencia, a asignar a mano',
    unmatched_other: '{{count}} sin coincidencia, a asignar a mano',
    unmatched_many: '{{count}} sin coincidencia, a asignar a mano',
  },
  variant: {
    product: 'Producto de la tienda',
    title: 'Variante',
    sku: 'SKU',
    syncStatus: 'Sincronización',
    mappedTo: 'Se fabrica como',
    notMapped: 'Aún sin asociar',
    myProduct: 'Mi producto',
    chooseProduct: 'Elige uno de tus productos',
    noProducts: 'No se encontró ningún producto',
    item: 'Color y talla de mi producto',
    chooseItem: 'Color, talla…',
    save: 'Guardar asociación',
    saved: 'Asociación guardada',
    released_one: 'Guardado: {{count}} pedido en espera pasó a borrador',
    released_other: 'Guardado: {{count}} pedidos en espera pasaron a borrador',
    released_many: 'Guardado: {{count}} pedidos en espera pasaron a borrador',
    ignore: 'Ignorar',
    unignore: 'Dejar de ignorar',
    ignoredHint: 'Ignorada: sus líneas no se imprimen. Deja de ignorarla para asociarla.',
    ignored: 'Variante ignorada',
    unignored: 'Variante de nuevo en sincronización',
    intro:
      'Elige con cuál de tus productos y con qué color y talla se fabrica cada variante de la tienda. Una variante que no imprimes puede ignorarse.',
  },
  tiktok: {
    connectNext:
      'Elegirás tu tienda y permitirás la conexión en TikTok Shop; después volverás aquí.',
    connectSubmit: 'Continuar a TikTok Shop',
    product: 'Producto',
    variants: 'Variantes',
    unsynced: 'Por vincular',
    noProducts: 'No hay productos que mostrar.',
    nextPage: 'Página siguiente',
    firstPage: 'Primera página',
    nothing:
      'No hay ninguna autorización de TikTok Shop pendiente. Autoriza la aplicación en TikTok Shop o conecta una tienda desde tus tiendas.',
    fee: 'Cargo adicional de TikTok',
    feeHint:
      'Se cobra además del pedido por cada pedido de TikTok realizado automáticamente, en dólares.',
    feeInvalid: 'Introduce un importe de 0 a 100.00',
    autoPlace: 'Realizar automáticamente los pedidos de TikTok',
    autoPlaceHint:
      'Un pedido de TikTok con todas sus variantes vinculadas se realiza y se cobra al instante; si no, espera como borrador.',
  },
  serverMessages: {
    typeUnsupported:
      'Este tipo de tienda aún no se puede conectar: elige otra plataforma o pide a soporte que la active',
    keysRefused:
      'La tienda rechazó estas claves: crea una clave con acceso de lectura/escritura en WooCommerce > Ajustes > Avanzado > REST API y pega ambas de nuevo',
    alreadyConnected:
      'Esta tienda ya está conectada a otra cuenta: desconéctala allí primero o pide a soporte que la mueva',
    stateInvalid: 'La solicitud de conexión caducó o no es tuya: conecta de nuevo',
    oauthRefused:
      'La tienda rechazó la conexión: conecta de nuevo y aprueba el acceso que pide la aplicación',
    tiktokDeclined:
      'Rechazaste la autorización en TikTok Shop: conecta de nuevo y elige Autorizar para vincular tu tienda',
    tiktokNoShop:
      'Esta cuenta de TikTok no tiene ninguna tienda que autorizar: abre tu tienda en TikTok Shop Seller Center y conecta de nuevo',
    unreachable: 'No se pudo contactar con la tienda: inténtalo más tarde',
    quotaWaiting:
      'Esperando la cuota diaria de solicitudes de la plataforma: los pedidos se traerán de nuevo cuando se renueve, no tienes que hacer nada',
  },
  waitReasons: {
    UNPAID: 'El comprador aún no ha pagado: se importa cuando pague',
    ON_HOLD: 'El comprador aún puede cancelarlo: se importa cuando la tienda lo libere',
    SHIPPED: 'La tienda lo muestra ya enviado: no se importa',
    OTHER: 'La tienda aún no permite preparar este pedido: se importa cuando lo permita',
  },
  callback: {
    working: 'Terminando la conexión con tu tienda…',
    failed: 'No se pudo conectar la tienda',
    back: 'Volver a mis tiendas',
    signIn: 'Inicia sesión para terminar de conectar tu tienda.',
  },
};

export default storesEs;
