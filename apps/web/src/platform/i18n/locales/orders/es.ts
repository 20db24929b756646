import type { Messages } from '../en';
import type ordersEn from './en';

const ordersEs: Messages<typeof ordersEn> = {
  cart: {
    title: 'Productos',
    product: 'Producto',
    chooseProduct: 'Elija uno de sus productos',
    noProducts: 'No se encontró ningún producto',
    item: 'Color / talla',
    chooseItem: 'Elija un artículo',
    quantity: 'Cantidad',
    remove: 'Quitar este producto',
    add: 'Añadir un producto',
    limit: '{{count}} de {{max}} productos',
  },
  address: {
    title: 'Dirección del comprador',
    fullName: 'Nombre completo',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    street: 'Calle',
    street2: 'Calle (línea 2)',
    city: 'Ciudad',
    state: 'Estado',
    zipcode: 'Código postal',
    country: 'País',
  },
  shipping: {
    title: 'Envío',
    normal: 'Envío normal',
    fast: 'Envío rápido',
    localPickup: 'Recogida local',
    note: 'Nota',
  },
  estimate: {
    title: 'Precio estimado',
    incomplete: 'Elija los productos y complete la dirección para ver el precio.',
    items: 'Artículos',
    extraPrint: 'Impresión adicional',
    shippingFirstItem: 'Envío (primer artículo)',
    shippingRestItems: 'Envío (otros artículos)',
    fastShipping: 'Envío rápido',
    discount: 'Descuento',
    total: 'Total',
  },
  form: {
    saveDraft: 'Guardar como borrador',
    place: 'Realizar pedido',
    saved: 'El borrador se guardó',
    deposit: 'Depositar dinero en su saldo',
    couponDropped: 'El borrador se guardó sin el cupón: vuelva a aplicarlo al realizar el pedido',
  },
  cancelOrders: {
    selected: 'Cancelar seleccionados',
    title: 'Cancelar pedidos',
    question:
      '¿Cancelar {{count}} pedidos? Los artículos que aún no están en producción se cancelan y se reembolsan a tu saldo.',
    confirm: 'Cancelar pedidos',
    done: '{{count}} pedidos cancelados',
  },
  placeDrafts: {
    selected: 'Realizar los seleccionados',
    all: 'Realizar todos los pedidos',
    title: 'Realizar pedidos',
    question: '¿Realizar ahora {{count}} borradores? Cada uno se cobra de su saldo.',
    questionAll:
      '¿Realizar ahora todos los borradores de esta importación? Cada uno se cobra de su saldo.',
    confirm: 'Realizar',
    done: '{{count}} pedidos realizados',
  },
  list: {
    create: 'Crear pedido',
  },
  detail: {
    heading: 'Pedido {{id}}',
    notPlaced: 'Aún no realizado',
    items: 'Artículos',
    photos: 'Fotos del producto terminado',
  },
  fields: {
    id: 'Pedido',
    order: 'Pedido',
    seller: 'Comerciante',
    status: 'Estado',
    total: 'Total',
    placedAt: 'Realizado el',
    createdAt: 'Creado el',
    product: 'Producto',
    sku: 'SKU',
    productType: 'Tipo de producto',
    quantity: 'Cantidad',
    price: 'Precio',
    shipping: 'Envío',
    timeline: 'Cronología',
    trackingCode: 'Código de seguimiento',
  },
  timeline: {
    none: 'Aún no aprobado',
    approvedAt: 'Aprobado',
    beginProcessAt: 'Producción iniciada',
    finishProcessAt: 'Producción terminada',
    beginShipAt: 'Enviado',
    finishAt: 'Completado',
  },
  actions: {
    editDraft: 'Editar borrador',
    approve: {
      label: 'Aprobar',
      done: 'El pedido fue aprobado',
    },
    approveAll: {
      label: 'Aprobar todo',
      title: 'Aprobar todos los pedidos',
      question: '¿Aprobar ahora todos los pedidos pendientes?',
      done: '{{count}} pedidos aprobados',
    },
    cancel: {
      label: 'Cancelar pedido',
      title: 'Cancelar el pedido',
      question:
        '¿Cancelar los artículos de este pedido que aún se pueden cancelar? Su precio vuelve al saldo.',
      draftQuestion: '¿Cancelar este borrador de pedido?',
      done: 'El pedido fue cancelado',
    },
  },
};

export default ordersEs;
