import type { Messages } from '../en';
import type afterSaleEn from './en';

const afterSaleEs: Messages<typeof afterSaleEn> = {
  types: {
    REFUND: 'Reembolso',
    RESEND: 'Reenvío',
    RETURN: 'Devolución',
  },
  refundTypes: {
    FULL: 'Reembolso completo',
    CUSTOM_AMOUNT: 'Importe personalizado',
    PERCENT: 'Porcentaje del artículo',
  },
  request: {
    open: 'Solicitar reembolso, reenvío o devolución',
    title: 'Solicitud posventa',
    type: 'Solicitud',
    reason: 'Motivo',
    reasonPlaceholder: '¿Qué salió mal con este artículo?',
    pickReason: 'Elige un motivo',
    otherReason: 'Otro (escríbelo abajo)',
    reasonDetails: 'Detalles',
    refundType: 'Tipo de reembolso',
    amount: 'Importe (USD)',
    amountHint: 'Como máximo {{max}}',
    percent: 'Porcentaje',
    submit: 'Enviar solicitud',
    cancel: 'Cancelar',
    sent: 'Tu solicitud fue enviada',
  },
  columns: {
    product: 'Producto',
    seller: 'Vendedor',
    status: 'Solicitud',
    itemStatus: 'Estado del artículo',
    reason: 'Motivo',
    amount: 'Importe',
    requestedAt: 'Solicitado el',
    forwardTo: 'Reenviar a',
    noForward: 'Sin dirección de reenvío',
    since: 'En esta etapa desde',
    country: 'País',
    order: 'Pedido',
  },
  actions: {
    approveRefund: 'Aprobar reembolso',
    refuseRefund: 'Rechazar reembolso',
    cancelAndRefund: 'Cancelar y reembolsar al vendedor',
    resend: 'Reenviar',
    refuseResend: 'Rechazar reenvío',
    approveReturn: 'Aprobar devolución',
    refuseReturn: 'Rechazar devolución',
  },
  review: {
    question: '¿{{action}} para {{product}} de {{seller}}?',
    forwardTo: 'Enviar el paquete a: {{address}}',
    note: 'Nota para el vendedor',
    done: 'Hecho',
  },
  invalidAddress: {
    fullName: 'Destinatario',
    address: 'Dirección',
    problems: 'Problemas',
    checkedAt: 'Revisada el',
    applySuggestion: 'Usar la forma sugerida',
    applied: 'La dirección se actualizó',
  },
  overDue: {
    days_one: 'Atrasado después de {{count}} día',
    days_many: 'Atrasado después de {{count}} días',
    days_other: 'Atrasado después de {{count}} días',
    daysLabel: 'Días',
    save: 'Guardar',
  },
};

export default afterSaleEs;
