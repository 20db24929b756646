import type { Messages } from '../en';
import type productsEn from './en';

const productsEs: Messages<typeof productsEn> = {
  create: 'Nuevo producto',
  saved: 'Se guardó el producto',
  fields: {
    image: 'Imagen',
    title: 'Título',
    code: 'Código',
    sku: 'SKU',
    productType: 'Tipo de producto',
    seller: 'Vendedor',
    status: 'Estado',
    description: 'Descripción',
    designDescription: 'Descripción del diseño',
    createdAt: 'Creado el',
  },
  designs: {
    title: 'Diseños de impresión',
    artWork: 'Al menos {{width}} × {{height}} px',
    chosen: '{{name}} · {{width}} × {{height}} px · {{dpi}} ppp',
    none: 'Aún sin diseño',
    upload: 'Subir un diseño',
    replace: 'Reemplazar el diseño',
  },
  mockup: {
    title: 'Maqueta generada',
    hint: 'Tu diseño sobre la maqueta del tipo de producto, {{width}} × {{height}} px. Se vuelve a generar cuando cambia el diseño.',
    download: 'Descargar la maqueta',
  },
  activate: 'Activar',
  inactivate: 'Desactivar',
  activateText: '¿Activar el producto {{title}}?',
  inactivateText: '¿Desactivar el producto {{title}}? Su vendedor ya no podrá pedirlo.',
  statusChanged: 'Se cambió el estado',
  scan: {
    label: 'Código del producto',
    placeholder: 'Escriba o escanee un código',
    find: 'Buscar',
  },
};

export default productsEs;
