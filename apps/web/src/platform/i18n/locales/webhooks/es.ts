import type { Messages } from '../en';
import type webhooksEn from './en';

/** Webhooks salientes de los comerciantes, en español. */
const webhooksEs: Messages<typeof webhooksEn> = {
  title: 'Webhooks',
  intro:
    'Tus sistemas se enteran de tus pedidos en cuanto ocurre algo: añade una dirección {{https}}, elige los eventos y cada evento se envía allí firmado con el secreto del endpoint. Los envíos fallidos se reintentan durante más de un día.',
  verifyHint:
    'Comprueba cada envío: el {{algorithm}} de "{{signed}}" con tu secreto debe ser igual a la cabecera {{signatureHeader}}, y {{eventHeader}} distingue las repeticiones.',
  add: 'Añadir endpoint',
  empty: 'Aún no hay endpoints: añade uno para recibir eventos.',
  fields: {
    url: 'Dirección ({{https}})',
    events: 'Eventos',
    isActive: 'Activo',
    status: 'Estado',
    createdAt: 'Creado',
    event: 'Evento',
    attempts: 'Intentos',
    lastStatusCode: 'Última respuesta',
    nextAttemptAt: 'Próximo intento',
    deliveredAt: 'Entregado',
    lastError: 'Último error',
    attempt: 'Intento',
    statusCode: 'Respuesta',
    duration: 'Tiempo',
    at: 'Fecha',
    payload: 'Cuerpo enviado',
    eventId: 'Id del evento',
  },
  events: {
    ORDER_STATUS_CHANGED: 'Cambio de estado del pedido',
    ITEM_SHIPPED: 'Artículo enviado (seguimiento)',
    TEST: 'Evento de prueba',
  },
  active: 'Activo',
  paused: 'En pausa',
  pausedAfterFailures:
    'Con fallos: {{count}} intentos seguidos fallaron. Los envíos esperan hasta {{until}} y luego se reintentan.',
  actions: {
    edit: 'Editar',
    test: 'Enviar prueba',
    rotate: 'Cambiar secreto',
    delete: 'Eliminar',
    details: 'Intentos',
    resend: 'Reenviar',
    save: 'Guardar',
    cancel: 'Cancelar',
    create: 'Añadir endpoint',
  },
  dialog: {
    createTitle: 'Añadir un endpoint de webhook',
    editTitle: 'Editar el endpoint de webhook',
    urlHint: 'Una dirección https pública; se rechazan las redes privadas y locales.',
  },
  secret: {
    title: 'Secreto de firma',
    warning:
      'Copia este secreto ahora y guárdalo con tu receptor: no se volverá a mostrar. Cámbialo para obtener uno nuevo.',
    copy: 'Copiar secreto',
    copied: 'Copiado',
    stored: 'Ya lo he guardado',
  },
  confirm: {
    deleteTitle: '¿Eliminar este endpoint?',
    deleteText: 'Los eventos dejan de ir a {{url}} y su registro de envíos se elimina con él.',
    rotateTitle: '¿Cambiar el secreto de firma?',
    rotateText:
      'Los envíos a {{url}} se firman con un secreto nuevo desde ahora; tu receptor debe usarlo de inmediato.',
  },
  attemptsLink_one: '{{count}} intento',
  attemptsLink_many: '{{count}} intentos',
  attemptsLink_other: '{{count}} intentos',
  testSent: 'Evento de prueba en cola: aparece en el registro de envíos de abajo.',
  resent: 'En cola de nuevo como un envío nuevo.',
  log: { title: 'Registro de envíos' },
  drawer: { title: 'Envío', noAttempts: 'Aún sin intentos.', ms: '{{ms}} ms' },
};

export default webhooksEs;
