import type { Messages } from '../en';
import type shipmentTrackerEn from './en';

const shipmentTrackerEs: Messages<typeof shipmentTrackerEn> = {
  intro:
    'Escanee el código de seguimiento de cada paquete en la mesa de embalaje; se pueden añadir fotos del paquete y de su albarán. Cierre el día para ver los paquetes que recibieron un código hoy pero nunca se escanearon.',
  code: 'Código de seguimiento',
  noStaff: 'Primero registre la entrada de un miembro del personal',
  repeated: 'Ya escaneado',
  photoCounts: 'Fotos del paquete: {{parcel}}, fotos del albarán: {{slip}}',
  parcelPhoto: 'Foto del paquete',
  slipPhoto: 'Foto del albarán',
  closeDay: 'Cerrar el día',
  closed_one: 'Día cerrado: {{count}} paquete omitido',
  closed_many: 'Día cerrado: {{count}} paquetes omitidos',
  closed_other: 'Día cerrado: {{count}} paquetes omitidos',
  list: {
    trackCode: 'Código de seguimiento',
    status: 'Estado',
    order: 'Pedido',
    photos: 'Fotos',
    photoCounts: '{{parcel}} paquete / {{slip}} albarán',
    staff: 'Personal',
    description: 'Descripción',
    createdAt: 'Escaneado el',
    printer: 'Impresor',
  },
};

export default shipmentTrackerEs;
