import type { Messages } from '../en';
import type issuesEn from './en';

/** Incidencias de soporte, en español. */
const issuesEs: Messages<typeof issuesEn> = {
  raise: 'Abrir una incidencia',
  raiseOnItem: 'Informar de un problema',
  number: 'Incidencia {{number}}',
  types: { BUG: 'Error', COMPLAIN: 'Queja', ISSUE: 'Incidencia' },
  origins: { OTB: 'Plataforma', PRINTER: 'Proveedor', SHIPPING: 'Envío' },
  actions: { REFUND: 'Reembolso', REPRINT: 'Reimpresión' },
  fields: {
    reason: 'Motivo',
    selfId: 'Número',
    status: 'Estado',
    type: 'Tipo',
    origin: 'Origen',
    action: 'Acción deseada',
    resolution: 'Resolución',
    seller: 'Comerciante',
    description: 'Descripción',
    createdAt: 'Abierta',
    updatedAt: 'Último cambio',
    items: 'Artículos del pedido',
    photos: 'Fotos',
    order: 'Pedido',
  },
  reasons: {
    MISPRINT: 'Error de impresión',
    DAMAGED: 'Llegó dañado',
    WRONG_ITEM: 'Artículo equivocado',
    WRONG_SIZE: 'Talla equivocada',
    LOST_IN_TRANSIT: 'Perdido en el envío',
    NOT_RECEIVED: 'No recibido',
    OTHER: 'Otro',
  },
  claimWindow: {
    days: 'Días después de la entrega',
    hint: 'Cuánto tiempo después de la entrega puede reclamar un vendedor; el formulario de reclamación lo indica.',
  },
  claimHint: {
    notShipped: 'Se puede reclamar cuando un artículo ha salido de la imprenta.',
    windowClosed_one:
      'El plazo de reclamación terminó: se reclama hasta {{count}} día después de la entrega.',
    windowClosed_other:
      'El plazo de reclamación terminó: se reclama hasta {{count}} días después de la entrega.',
    windowClosed_many:
      'El plazo de reclamación terminó: se reclama hasta {{count}} días después de la entrega.',
  },
  report: {
    reason: 'Motivo',
    reasonPlaceholder: '¿Qué pasó?',
    reprintTo: 'La reimpresión se envía a',
    reprintConfirm: 'Esta dirección es correcta',
    reprintEdit: 'Editar la dirección',
    window_one: 'Se puede reclamar hasta {{count}} día después de la entrega.',
    window_other: 'Se puede reclamar hasta {{count}} días después de la entrega.',
    window_many: 'Se puede reclamar hasta {{count}} días después de la entrega.',
    title: 'Abrir una incidencia',
    item: 'Artículo del pedido',
    itemPlaceholder: 'Elige un artículo enviado',
    noItems: 'Todavía no hay artículos enviados sobre los que informar.',
    otherItems: 'Otros artículos del mismo pedido',
    description: '¿Qué ocurre?',
    photos: 'Fotos (PNG o JPEG)',
    photosHint: 'Añade al menos una foto del problema.',
    submit: 'Abrir la incidencia',
    cancel: 'Cancelar',
    done: 'Incidencia abierta',
  },
  conversation: {
    seller: 'Conversación con el comerciante',
    printer: 'Conversación con el proveedor',
    admin: 'Conversación con soporte',
    empty: 'Aún no hay mensajes.',
    placeholder: 'Escribe un mensaje',
    addPhoto: 'Añadir fotos',
    send: 'Enviar',
    system: 'Sistema',
    you: 'Tú',
    closed: 'Esta incidencia está cerrada: no admite más mensajes.',
  },
  status: {
    toProcessing: 'Empezar a tramitar',
    toClosed: 'Cerrar la incidencia',
    confirmProcessing: '¿Pasar la incidencia {{number}} a En proceso? Se avisará al comerciante.',
    confirmClosed: '¿Cerrar la incidencia {{number}}? Ya nadie podrá escribir en ella.',
  },
  resolve: {
    title: 'Resolver',
    refund: 'Resolver con un reembolso',
    reprint: 'Resolver con una reimpresión',
    amount: 'Importe a reembolsar (vacío: todo lo que queda de los artículos)',
    note: 'Nota para el comerciante',
    confirmRefund:
      '¿Reembolsar al comerciante por la incidencia {{number}}? El dinero vuelve al saldo una sola vez.',
    confirmReprint:
      '¿Volver a fabricar los artículos de la incidencia {{number}} sin coste para el comerciante?',
    refunded: 'Reembolsado {{amount}}',
    refundedNoAmount: 'Resuelto con un reembolso',
    reprinted: 'Se hizo una reimpresión',
    openReprint: 'Abrir el pedido de reimpresión',
  },
  history: 'Historial',
  noHistory: 'Nada todavía.',
  events: {
    RAISED: 'Reportado como {{type}} ({{origin}}), solicita: {{action}}',
    STATUS_CHANGED: 'Estado: {{from}} → {{to}}',
    REFUNDED: 'Resuelto con un reembolso de {{amount}}',
    REPRINTED: 'Resuelto con una reimpresión sin cargo',
    AUTO_CLOSED_one: 'Cerrado automáticamente: sin respuesta del comerciante en {{count}} día',
    AUTO_CLOSED_many: 'Cerrado automáticamente: sin respuesta del comerciante en {{count}} días',
    AUTO_CLOSED_other: 'Cerrado automáticamente: sin respuesta del comerciante en {{count}} días',
  },
  system: {
    AUTO_CLOSED_one:
      'Esta incidencia se cerró automáticamente: sin respuesta del comerciante en {{count}} día',
    AUTO_CLOSED_many:
      'Esta incidencia se cerró automáticamente: sin respuesta del comerciante en {{count}} días',
    AUTO_CLOSED_other:
      'Esta incidencia se cerró automáticamente: sin respuesta del comerciante en {{count}} días',
    REFUNDED: 'Resuelto con un reembolso de {{amount}}',
    REPRINTED: 'Resuelto con una reimpresión sin cargo',
  },
};

export default issuesEs;
