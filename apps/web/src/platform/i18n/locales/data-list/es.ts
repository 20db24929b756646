import type { Messages } from '../en';
import type dataListEn from './en';

const dataListEs: Messages<typeof dataListEn> = {
  total: 'Total: {{total}}',
  totalEstimated: 'Total: unos {{total}}',
  pageSize: 'Filas por página',
  perPage: '{{size}} / página',
  goToPage: 'Ir a la página',
  sortBy: 'Ordenar por {{label}}',
  select: 'Seleccionar',
  selectAll: 'Seleccionar todo',
  selectRow: 'Seleccionar esta fila',
  selected: '{{count}} seleccionados',
  actions: 'Acciones',
  open: 'Abrir',
  panels: {
    filter: 'Filtrar',
    columns: 'Columnas',
    scan: 'Escanear',
  },
  layout: {
    table: 'Vista de tabla',
    grid: 'Vista de cuadrícula',
  },
  columns: {
    title: 'Campos mostrados',
    atLeastOne: 'Debe mostrarse al menos un campo de datos',
  },
  invalidFilter: 'Valor de filtro no válido',
  bulkDelete: {
    button: 'Eliminar ({{count}})',
    title: 'Eliminar',
    confirm: '¿Seguro que quieres eliminar este elemento?',
    ok: 'Eliminar',
    cancel: 'Cancelar',
    refused: 'No eliminado: {{reason}}',
  },
  newData: {
    arrived_one: 'Ha llegado {{count}} elemento nuevo',
    arrived_many: 'Han llegado {{count}} elementos nuevos',
    arrived_other: 'Han llegado {{count}} elementos nuevos',
    updated: 'Se actualizaron datos existentes',
    loadNew: 'Cargar nuevos',
  },
  notificationMode: {
    notice: 'Elementos de una notificación',
    showAll: 'Mostrar todo',
  },
  copy: {
    copy: 'Copiar',
    copyId: 'Copiar ID',
    copied: 'Copiado',
    error: 'Error',
  },
  card: {
    sort: 'Ordenar por',
    more: 'Todos los campos',
  },
  processing: 'Procesando...',
  boolean: {
    yes: 'Sí',
    no: 'No',
  },
  image: {
    open: 'Abrir la imagen',
    title: 'Imagen',
    main: 'Imagen',
    details: 'Imágenes de detalle',
    printDesigns: 'Diseños de impresión',
    background: 'Fondo',
    backgrounds: {
      image: 'Imagen',
      black: 'Negro',
      white: 'Blanco',
      mockup: 'Maqueta',
    },
  },
};

export default dataListEs;
