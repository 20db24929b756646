import type { Messages } from '../en';
import type scanEn from './en';

const scanEs: Messages<typeof scanEn> = {
  station: {
    action: 'Acción del puesto',
    actionHint: 'Lo que cada escaneo de este puesto hace con el artículo',
    description: 'Motivo',
    descriptionHint: 'Se envía con cada escaneo de esta acción',
  },
  input: {
    label: 'Albarán',
    placeholder: 'Escanee el albarán o escriba su código y pulse Intro',
    submit: 'Escanear',
  },
  camera: {
    open: 'Cámara',
    title: 'Escanear con la cámara',
    hint: 'Sostenga el código QR o de barras del albarán delante de la cámara.',
    failed: 'No se pudo abrir la cámara.',
  },
  result: {
    title: 'Último escaneo',
    empty: 'Escanee un albarán: su artículo aparece aquí.',
    productType: 'Tipo de producto',
    attributes: 'Atributos',
    status: 'Estado',
    unit: 'Índice de cantidad',
    change: 'Antes {{from}}, ahora {{to}}',
    downloadImage: 'Descargar la imagen completa',
    noStaff: 'Acceso solo para personal registrado, registre su entrada',
    needsDescription: 'Escriba el motivo de esta acción antes de escanear.',
  },
  history: {
    title: 'Historial de escaneos',
    empty: 'Todavía no hay escaneos en este dispositivo.',
    clear: 'Borrar historial',
    clearTitle: '¿Borrar el historial de escaneos?',
    clearMessage:
      'Se eliminan los escaneos guardados en este dispositivo. Los artículos conservan su estado.',
    clearConfirm: 'Borrar',
    scannedAt: 'Escaneado',
    action: 'Acción',
    code: 'Albarán',
  },
  verify: {
    label: 'Albarán a verificar',
    placeholder: 'Escanee el albarán o escriba su código y pulse Intro',
    qtyIndex: 'Índice de cantidad',
    submit: 'Verificar',
    empty: 'Escanee un albarán para verificar su artículo.',
    item: 'Artículo',
    product: 'Producto',
    quantity: 'Cantidad',
    code: 'Albarán',
    verified: 'Verificado',
    notVerified: 'Sin verificar',
    verifiedAt: 'Verificado el',
    units: 'Unidades de este artículo',
    summary: 'Resumen del pedido',
    order: 'Pedido',
    progress: 'Unidades verificadas: {{verified}} de {{total}}',
    byStatus: 'Unidades por estado',
  },
};

export default scanEs;
