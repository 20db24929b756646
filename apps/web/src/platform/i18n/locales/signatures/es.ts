import type { Messages } from '../en';
import type signaturesEn from './en';

const signaturesEs: Messages<typeof signaturesEn> = {
  current: 'Firma actual',
  none: 'Aún no hay firma: los albaranes se imprimen sin ella.',
  size: '{{width}} × {{height}} px a {{dpi}} ppp',
  hint: 'Una imagen PNG o JPEG de 5 MB como máximo. Los albaranes la dibujan a 1,6 veces su ancho.',
  choose: 'Elegir una imagen',
  upload: 'Subir',
  replace: 'Reemplazar',
  uploaded: 'La firma se ha guardado',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar la firma?',
  deleteText: 'Los albaranes impresos a partir de ahora no llevarán firma.',
  deleted: 'La firma se ha eliminado',
  preview: 'Firma de {{name}}',
  view: 'Ver',
  setForSeller: 'Establecer una firma',
  seller: 'Vendedor',
  sellerHint: 'Escriba un correo electrónico o un nombre',
  fields: {
    sellerEmail: 'Correo del vendedor',
    sellerName: 'Vendedor',
    fileName: 'Archivo',
    uploadSize: 'Tamaño (ancho|alto|ppp)',
    updatedAt: 'Actualizado',
  },
  settings: {
    size: 'Tamaño de página',
    sizeHint:
      'ancho|alto|ppp en puntos, p. ej. 1200|1800|300 para una etiqueta de 4 × 6 pulgadas; vacío para el valor por defecto 1200 × 1800',
    creators: 'Creadores designados',
    creatorsHint:
      'Hasta cuatro vendedores cuyos albaranes se colorean de verde (rojo para pedidos de TikTok)',
    save: 'Guardar',
    saved: 'La configuración de albaranes se ha guardado',
  },
};

export default signaturesEs;
