import type { Messages } from '../en';
import type importsEn from './en';

const importsEs: Messages<typeof importsEn> = {
  page: {
    intro:
      'Descarga la plantilla más reciente, escribe una línea por artículo (las líneas con la misma referencia de pedido forman un pedido) y súbela como XLSX o CSV. Los pedidos importados se guardan como borradores para que los revises y los realices.',
    template: 'Descargar plantilla',
    upload: 'Subir archivo',
    uploading: 'Subiendo… {{percent}}%',
    pending: 'Esperando su turno…',
    processing: 'Líneas importadas: {{done}} de {{total}}',
  },
  list: {
    file: 'Archivo',
    owner: 'Comerciante',
    status: 'Estado',
    lines: 'Líneas',
    orders: 'Pedidos creados',
    dates: 'Fechas fijadas',
    codes: 'Códigos añadidos',
    products: 'Productos creados',
    failed: 'Líneas rechazadas',
    createdAt: 'Subido el',
    report: 'Informe',
  },
  report: {
    title: 'Informe de importación',
    total_one: '{{count}} línea',
    total_many: '{{count}} líneas',
    total_other: '{{count}} líneas',
    created: 'Creadas: {{lines}} en {{orders}}',
    draftOrders_one: '{{count}} borrador de pedido',
    draftOrders_many: '{{count}} borradores de pedido',
    draftOrders_other: '{{count}} borradores de pedido',
    failed_one: '{{count}} línea rechazada',
    failed_many: '{{count}} líneas rechazadas',
    failed_other: '{{count}} líneas rechazadas',
    sheet: 'Hoja',
    column: 'Columna',
    line: 'Línea',
    message: 'Motivo',
    truncated_one: 'Solo se muestra el primer error.',
    truncated_many: 'Solo se muestran los primeros {{count}} errores.',
    truncated_other: 'Solo se muestran los primeros {{count}} errores.',
    codesCreated_one: '{{count}} código de seguimiento añadido',
    codesCreated_many: '{{count}} códigos de seguimiento añadidos',
    codesCreated_other: '{{count}} códigos de seguimiento añadidos',
    productsCreated_one: '{{count}} producto creado',
    productsCreated_many: '{{count}} productos creados',
    productsCreated_other: '{{count}} productos creados',
    datesSet_one: '{{count}} fecha de llegada fijada',
    datesSet_many: '{{count}} fechas de llegada fijadas',
    datesSet_other: '{{count}} fechas de llegada fijadas',
    warning: 'Aviso',
    loadFailed: 'No se pudo cargar el informe.',
  },
  products: {
    intro:
      'Descargue la última plantilla, rellene una línea por producto (el nombre o ID del tipo de producto, el título, el SKU y los enlaces a los diseños de sus posiciones de impresión y a sus maquetas) y súbala en XLSX o CSV. Cada diseño se descarga y se comprueba (150 ppp y tamaño del área de impresión); una línea crea su producto o se lista con el motivo por columna.',
  },
  comingDates: {
    intro:
      'Descarga la última plantilla, rellena una línea por artículo en espera de stock (el ID del artículo o su código de albarán, y el día en que se espera el stock, escrito AAAA-MM-DD) y súbela como XLSX o CSV. Cada línea fija el día en las unidades del artículo en espera de stock; las líneas rechazadas se listan con su motivo.',
  },
  tracking: {
    intro:
      'Descargue la plantilla más reciente, rellene una línea por código de seguimiento (el ID del artículo del pedido o su código de albarán, el código de seguimiento y el transportista) y súbala como XLSX o CSV. Cada línea se añade por separado; las líneas rechazadas se listan con su motivo y los números de formato desconocido se añaden con un aviso.',
  },
};

export default importsEs;
