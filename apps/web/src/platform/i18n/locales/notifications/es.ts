import type { Messages } from '../en';
import type notificationsEn from './en';

const notificationsEs: Messages<typeof notificationsEn> = {
  bell: {
    open: 'Notificaciones',
    title: 'Notificaciones',
    viewAll: 'Ver todas',
    empty: 'No hay notificaciones',
    markAllRead: 'Marcar todas como leídas',
  },
  types: {
    ORDER: 'Pedido',
    ORDER_ITEM: 'Artículo del pedido',
    PRODUCT: 'Producto',
    TRANSACTION: 'Transacción',
    ISSUE: 'Incidencia',
    NETWORK: 'Red',
    TRACKING_UPDATE: 'Actualización de seguimiento',
    OTHERS: 'Otros',
  },
  panel: {
    all: 'Todas',
    unread: 'No leídas',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    loadMore: 'Cargar más',
    noMore: 'Ya has visto todas las notificaciones',
    empty: 'Todavía no tienes notificaciones aquí',
    markAllRead: 'Marcar todas como leídas',
    showItems: 'Mostrar {{count}} más',
    hideItems: 'Ocultar',
    by: 'Por {{name}}',
    unreadMark: 'No leída',
    failed: 'No se pudieron cargar las notificaciones.',
  },
  detail: {
    back: 'Volver a las notificaciones',
    open: 'Abrir',
    sentAt: 'Enviada',
    category: 'Categoría',
    actor: 'De',
    items: 'Notificaciones relacionadas',
    notFound: 'Esta notificación no existe o no es tuya.',
  },
  campaigns: {
    create: 'Nueva notificación',
    title: 'Título',
    description: 'Mensaje',
    audience: 'Enviar a',
    audiences: {
      ALL_SELLERS: 'Todos los comerciantes',
      ALL_PRINTERS: 'Todos los proveedores',
      USERS: 'Usuarios elegidos',
    },
    users: 'Usuarios',
    usersPlaceholder: 'Buscar por correo electrónico',
    send: 'Enviar',
    sentTo: 'Enviada a {{count}} usuarios',
    recipientsCount: 'Destinatarios',
    sentAt: 'Enviada',
    createdBy: 'Enviada por',
    back: 'Volver a la lista',
  },
  eventNotices: {
    close: 'Cerrar',
    previous: 'Atrás',
    next: 'Siguiente',
    position: '{{current}} de {{total}}',
  },
};

export default notificationsEs;
