import type { Messages } from '../en';
import type shellEn from './en';

const shellEs: Messages<typeof shellEn> = {
  topBar: {
    balance: 'Saldo',
    refreshBalance: 'Actualizar saldo',
    balanceCompact: 'Saldo {{amount}}, toque para actualizar',
    fullscreen: 'Pantalla completa',
    exitFullscreen: 'Salir de pantalla completa',
    myBadges: 'Mis insignias',
    addressReminder: 'Pedidos con una dirección no válida',
    addressReminderCount: 'Pedidos con una dirección no válida: {{count}}',
    addressReminderNone: 'Todos los pedidos tienen una dirección válida.',
    viewDetail: 'Ver detalle',
  },
  notifications: {
    title: 'Notificaciones',
    open: 'Abrir notificaciones',
    empty: 'No hay notificaciones',
    viewAll: 'Ver todas',
    untitled: 'Notificación',
  },
  staff: {
    login: 'Acceso del personal',
    logout: 'Cerrar sesión del personal',
    loggedInAs: 'Personal en turno',
    scanTitle: 'Escanea tu código de personal',
    scanHint: 'Escanea el código QR de tu tarjeta, o escribe su valor y pulsa Intro.',
    codeLabel: 'Código de personal',
    submit: 'Entrar',
    formatError:
      '¡El formato del código QR es incorrecto! Haz una captura de pantalla y envíasela al administrador.',
    checkedInOnly: 'Acceso solo para personal que ha fichado',
    checkedInOnlyHint: '{{name}} no ha fichado hoy. Ficha primero, por favor.',
    ok: 'Aceptar',
    logoutAccount: 'Cerrar sesión',
    verifyError: 'Error al verificar al personal',
    checkFailed: 'Se cerró la sesión del personal en turno: {{message}}',
    disabled: 'El propietario desactivó al empleado de turno y cerró su sesión',
  },
  checkIn: {
    title: 'Fichaje del personal',
    description:
      'Escanea tu código QR de personal para fichar la entrada al empezar y la salida al irte.',
    checkin: 'Fichar entrada',
    checkout: 'Fichar salida',
    codeLabel: 'Código de personal',
    submit: 'Confirmar',
    checkedIn: '{{name}} fichó la entrada a las {{time}}.',
    checkedOut: '{{name}} fichó la salida a las {{time}}.',
    backToWork: 'Ir a escanear e imprimir',
    needsPrinter:
      'Inicia sesión con la cuenta de proveedor de este lugar de trabajo para usar el fichaje.',
    signIn: 'Iniciar sesión',
  },
  owner: {
    title: 'Verificación del propietario',
    description:
      'Las pantallas de gestión (personal, turnos, control horario, ajustes de correo) son para el propietario de la cuenta. Enviamos un PIN de 6 dígitos a {{email}} para confirmar que eres tú.',
    sendPin: 'Enviar PIN',
    sendAgain: 'Enviar un PIN nuevo',
    pinSent: 'Se envió un PIN a {{email}}. Es válido durante poco tiempo.',
    pinLabel: 'PIN del correo',
    verify: 'Verificar',
    verified: 'Verificado. Las pantallas de gestión están abiertas hasta las {{time}}.',
    continue: 'Continuar',
    pinIncomplete: 'Introduce los 6 dígitos del PIN',
    needsPrinter: 'Inicia sesión con la cuenta de proveedor para verificar al propietario.',
    signIn: 'Iniciar sesión',
  },
  staffList: {
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
    role: 'Rol',
    checkedIn: 'Ha fichado hoy',
    yes: 'Sí',
    no: 'No',
    empty: 'Todavía no hay personal.',
    state: 'Estado',
    active: 'Activo',
    disabled: 'Desactivado',
    activate: 'Activar',
    disable: 'Desactivar',
    disableTitle: 'Desactivar empleado',
    disableQuestion:
      '¿Desactivar a {{name}}? Se cerrará su sesión en todas las estaciones y no podrá fichar hasta que se active de nuevo.',
    roles: {
      USER: 'Usuario',
      ADMIN: 'Administrador',
    },
  },
  blocked: {
    title: 'Tu cuenta ha sido bloqueada',
    body: 'Un administrador ha bloqueado esta cuenta, por lo que sus pantallas están cerradas. Contacta con el administrador si crees que es un error.',
    logout: 'Cerrar sesión',
  },
  maintenance: {
    title: 'El sitio está en mantenimiento',
    body: 'Falló la conexión con el servidor. Seguimos intentándolo y te llevamos de vuelta en cuanto responda.',
    retryIn: 'Próximo intento en {{seconds}} s',
    retry: 'Reintentar ahora',
  },
  disconnect: {
    title: 'Se interrumpió la conexión con el servidor',
    body: 'Reintentando cada 10 segundos. Tu trabajo en esta página se conserva.',
    countdown: 'Reconectando… quedan {{seconds}} s',
    retry: 'Reintentar ahora',
  },
  session: {
    inactivityTitle: '¿Sigues ahí?',
    inactivityBody:
      'Llevas un rato sin actividad. Se cerrará tu sesión automáticamente en {{timeInSeconds}} segundos.',
    expiryTitle: 'Tu sesión está a punto de caducar',
    expiryBody:
      'Por tu seguridad, se cerrará tu sesión automáticamente en {{timeInSeconds}} segundos.',
    continue: 'Continuar',
    logout: 'Cerrar sesión',
    expired: 'Tu sesión ha caducado',
  },
  /** The support launcher (the chat widget of spec 01 section 2.8). */
  support: {
    open: 'Ayuda y soporte',
    title: '¿Necesitas ayuda?',
    hint: 'Sigue aquí tus incidencias de soporte. Para informar de un problema con un pedido, abre el pedido y elige Informar de un problema en su artículo.',
    issues: 'Mis incidencias de soporte',
    messenger: 'Chatea con nosotros en Messenger',
  },
  /** The service worker's page for a navigation the server did not answer (build/serviceWorker.ts). */
  offline: {
    title: 'Estás sin conexión',
    body: 'Platfox no puede contactar con el servidor ahora mismo. Comprueba tu conexión a internet y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  update: {
    message: 'Hay una nueva actualización del sistema.',
    now: 'Actualizar ahora',
    later: 'Más tarde',
  },
  newVersion: {
    title: 'Hay una nueva versión disponible',
    page: 'Platfox se actualizó después de abrir esta pestaña y esta pantalla cambió con la actualización. Recarga para abrirla en la nueva versión.',
    banner:
      'Platfox se actualizó después de abrir esta pestaña. Recarga para continuar con la nueva versión.',
    reload: 'Recargar',
    unsavedTitle: '¿Recargar con cambios sin guardar?',
    unsavedMessage:
      'Esta página tiene cambios que aún no se han guardado y que se pierden al recargar. Guárdalos primero o recarga de todos modos.',
    reloadAnyway: 'Recargar de todos modos',
  },
  processing: {
    default: 'Procesando…',
  },
};

export default shellEs;
