import type { Messages } from '../en';
import type importsEn from './en';

const importsEs: Messages<typeof importsEn> = {
  status: {
    PENDING: 'Pendiente',
    PROCESSING: 'Procesando',
    FINISHED: 'Terminado',
    FINISHED_WITH_ERRORS: 'Terminado con errores',
    FAIL: 'Fallido',
  },
  page: {
    intro:
      'Descarga la plantilla más reciente, escribe una línea por artículo (las líneas con la misma referencia de pedido forman un pedido) y súbela como XLSX o CSV. Los pedidos importados se guardan como borradores para que los revises y los realices.',
    template: 'Descargar plantilla',
    upload: 'Subir archivo',
    uploading: 'Subiendo… {{percent}}%',
    pending: 'Esperando su turno…',
    processing: 'Importadas {{done}} de {{total}} líneas',
  },
  list: {
    file: 'Archivo',
    owner: 'Comerciante',
    status: 'Estado',
    lines: 'Líneas',
    orders: 'Pedidos creados',
    codes: 'Códigos añadidos',
    products: 'Productos creados',
    failed: 'Líneas rechazadas',
    createdAt: 'Subido el',
    report: 'Informe',
  },
  report: {
    title: 'Informe de importación',
    total: '{{count}} líneas',
    created: '{{lines}} líneas creadas en {{orders}} pedidos borrador',
    failed: '{{count}} líneas rechazadas',
    sheet: 'Hoja',
    column: 'Columna',
    line: 'Línea',
    message: 'Motivo',
    truncated: 'Solo se muestran los primeros {{count}} errores.',
    codesCreated: '{{count}} códigos de seguimiento añadidos',
    productsCreated: '{{count}} productos creados',
    warning: 'Aviso',
    loadFailed: 'No se pudo cargar el informe.',
  },
  products: {
    intro:
      'Descargue la última plantilla, rellene una línea por producto (el nombre o ID del tipo de producto, el título, el SKU y los enlaces a los diseños de sus posiciones de impresión y a sus maquetas) y súbala en XLSX o CSV. Cada diseño se descarga y se comprueba (150 ppp y tamaño del área de impresión); una línea crea su producto o se lista con el motivo por columna.',
  },
  tracking: {
    intro:
      'Descargue la plantilla más reciente, rellene una línea por código de seguimiento (el ID del artículo del pedido o su código de albarán, el código de seguimiento y el transportista) y súbala como XLSX o CSV. Cada línea se añade por separado; las líneas rechazadas se listan con su motivo y los números de formato desconocido se añaden con un aviso.',
  },
};

export default importsEs;
