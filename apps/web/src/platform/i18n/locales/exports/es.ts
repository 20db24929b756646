import type { Messages } from '../en';
import type exportsEn from './en';

const exportsEs: Messages<typeof exportsEn> = {
  button: 'Exportar',
  running: 'Exportando… {{percent}} %',
  format: 'Formato del archivo',
  formats: {
    xlsx: 'Excel (XLSX)',
    csv: 'CSV',
  },
  rows: 'Filas que exportar',
  scopes: {
    ALL_ITEMS: 'Todos los elementos',
    BY_DATE: 'Por fecha…',
    CURRENT_PAGE: 'Página actual',
    MATCHED_FILTER: 'Elementos que cumplen los filtros',
    SELECTED_ITEMS: 'Elementos seleccionados ({{count}})',
  },
  byDate: {
    title: 'Exportar por fecha',
    hint: 'Filas creadas desde la primera fecha hasta la última, en tu zona horaria.',
    startDate: 'Desde',
    endDate: 'Hasta',
    order: 'La primera fecha no puede ser posterior a la última',
    cancel: 'Cancelar',
    submit: 'Exportar',
  },
  progress: {
    title: 'Exportación',
    pending: 'Esperando su turno…',
    processing: 'Filas exportadas: {{done}} de {{total}}',
    finished_one: '{{count}} fila exportada a {{fileName}}',
    finished_many: '{{count}} filas exportadas a {{fileName}}',
    finished_other: '{{count}} filas exportadas a {{fileName}}',
    failed: 'La exportación ha fallado: {{error}}',
    download: 'Descargar',
    close: 'Cerrar',
  },
};

export default exportsEs;
