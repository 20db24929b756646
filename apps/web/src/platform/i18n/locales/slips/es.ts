import type { Messages } from '../en';
import type slipsEn from './en';

const slipsEs: Messages<typeof slipsEn> = {
  slip: {
    qtyIndex: 'Índice de cantidad',
    allIndexes: 'Todas las unidades',
    indexOption: 'Unidad {{index}} de {{total}}',
    print: 'Imprimir',
    download: 'Descargar',
    checkIn: 'Acceso solo para personal registrado, regístrese',
    checkInButton: 'Registrarse',
    loading: 'Generando el albarán…',
    failed: 'No se pudo generar el albarán: {{message}}',
    frameTitle: 'Albarán de {{product}}',
  },
  mass: {
    contents: 'Qué descargar',
    PACKING_SLIPS: 'Albaranes (PDF)',
    PRINT_DESIGNS: 'Diseños de impresión (zip)',
    SHIPPING_LABELS: 'Etiquetas de envío (zip)',
    by: 'Elegir por',
    byBlanks: 'Prendas en blanco',
    byItems: 'Ids de artículos',
    blanksPlaceholder: 'Elija prendas en blanco',
    blanksHint: 'Sus unidades aún no impresas',
    noBlanks: 'Ninguna prenda en blanco tiene artículos por imprimir',
    itemsHint:
      'Pegue ids separados por espacios, comas o saltos de línea; el botón «Descargar albaranes» de las listas los rellena',
    itemsCount_one: '{{count}} identificador',
    itemsCount_many: '{{count}} identificadores',
    itemsCount_other: '{{count}} identificadores',
    invalidIds: 'No es un id de artículo: {{ids}}',
    start: 'Iniciar la descarga',
    progressTitle: 'Descarga',
    pending: 'Esperando para empezar…',
    processing: '{{done}} de {{total}} hechos',
    finished: 'Listo: {{fileName}} ({{files}})',
    failed: 'La descarga falló: {{error}}',
    downloadFile: 'Descargar el archivo',
  },
  list: {
    downloadSlips: 'Descargar albaranes',
    printAgain: 'Imprimir de nuevo',
    started: 'La descarga empezó; sígala aquí',
  },
  columns: {
    order: 'Pedido',
    product: 'Producto',
    sku: 'SKU',
    productType: 'Tipo de producto',
    quantity: 'Cant.',
    printedQty: 'Unidades impresas',
    printedAt: 'Última impresión',
    status: 'Estado',
    createdAt: 'Creado',
  },
  labels: {
    uploadShippingLabel: 'Subir etiqueta',
    downloadShippingLabel: 'Descargar etiqueta',
    notPdf: 'Elija un archivo PDF',
    uploaded: 'Etiqueta de envío subida para {{trackingCode}}',
  },
  printed: {
    title: 'Albaranes',
    message_one: '{{count}} albarán impreso',
    message_many: '{{count}} albaranes impresos',
    message_other: '{{count}} albaranes impresos',
  },
};

export default slipsEs;
