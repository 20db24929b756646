import type { Messages } from '../en';
import type mailEn from './en';

/** Pantallas de correo, en español. */
const mailEs: Messages<typeof mailEn> = {
  intro:
    'Los correos del sistema salen de la dirección principal del correo general, o del remitente propio del servidor mientras no tenga ninguna.',
  senderNow: 'Remitente actual',
  save: 'Guardar',
  saved: 'Guardado.',
  readOnly: 'Puede leer estos ajustes; cambiarlos requiere el permiso de modificación.',
  lastChange: 'Último cambio por {{who}} el {{when}}',
  neverChanged: 'Nunca cambiado: se aplican los valores predeterminados.',
  address: 'Correo electrónico',
  main: 'Principal',
  active: 'Activa',
  remove: 'Quitar esta dirección',
  addAddress: 'Añadir una dirección',
  noAddress: 'Sin dirección: este correo no se usa.',
  keys: {
    GENERAL_MAIL: {
      title: 'Correo general',
      hint: 'La dirección principal es el remitente de todos los correos del sistema.',
    },
    RECEIVE_EXPORT_MAILS: {
      title: 'Correos de exportación',
      hint: 'Cada dirección activa recibe un aviso cuando una exportación está lista.',
    },
    SUPPORT_MAIL: {
      title: 'Correo de soporte',
      hint: 'Donde vendedores e impresores piden ayuda; se les muestra la dirección principal.',
    },
  },
  smtp: {
    title: 'Servidor SMTP',
    hint: 'Deje el host vacío para enviar con la configuración de correo del propio servidor.',
    host: 'Host',
    port: 'Puerto',
    user: 'Usuario',
    password: 'Contraseña',
    passwordKept: 'Hay una contraseña guardada: deje esto vacío para conservarla.',
    secure: 'TLS desde el inicio (puerto 465)',
  },
  test: {
    to: 'Enviar un correo de prueba a',
    send: 'Enviar un correo de prueba',
    ok: 'El servidor aceptó el correo de prueba para {{to}}.',
  },
  sent: {
    createdAt: 'Enviado',
    to: 'Para',
    subject: 'Asunto',
    kind: 'Tipo',
    status: 'Estado',
    error: 'Error',
    sentBy: 'Enviado por',
    system: 'El sistema',
  },
  kinds: {
    ACCOUNT: 'Cuenta',
    OWNER_VERIFICATION: 'Verificación del propietario',
    EXPORT_READY: 'Exportación lista',
    STAFF: 'Recordatorio al personal',
    ADMIN_MESSAGE: 'Correo del administrador',
    EVENT: 'Correo del evento',
    TEST: 'Correo de prueba',
    OTHER: 'Otro',
  },
  compose: {
    create: 'Escribir un correo',
    intro:
      'Cada destinatario recibe su propio correo; cada correo aparece en la lista de enviados.',
    every: { SELLER: 'Todos los vendedores activos', PRINTER: 'Todos los impresores activos' },
    to: 'También a estas direcciones',
    toHint: 'Escriba una dirección y pulse Intro.',
    subject: 'Asunto',
    message: 'Mensaje',
    messageHint: 'Una línea vacía empieza un nuevo párrafo.',
    send: 'Enviar',
    sent_one: 'El correo va de camino a {{count}} destinatario.',
    sent_many: 'El correo va de camino a {{count}} destinatarios.',
    sent_other: 'El correo va de camino a {{count}} destinatarios.',
  },
  notifications: {
    adminTitle: 'Avisos para administradores',
    adminEmail: 'Correo del administrador',
    adminEmailHint: 'Adónde van los avisos para los administradores; vacío para ninguno.',
    activatedTitle: 'Nueva cuenta activada',
    activatedHint:
      'La notificación que recibe un vendedor cuando un administrador activa su cuenta.',
    isEnabled: 'Enviar esta notificación',
    title: 'Título',
    description: 'Mensaje',
  },
};

export default mailEs;
