import type { Messages } from '../en';
import type siteContentEn from './en';

/** Pantallas de contenido del sitio, en español. */
const siteContentEs: Messages<typeof siteContentEn> = {
  save: 'Guardar',
  saved: 'Guardado.',
  cancel: 'Cancelar',
  edit: 'Editar',
  createdAt: 'Creado',
  updatedAt: 'Actualizado',
  materials: {
    create: 'Nuevo material',
    edit: 'Editar material',
    name: 'Nombre',
    type: 'Tipo',
    value: 'Color',
    description: 'Descripción',
    image: 'Imagen',
    uploadImage: 'Subir imagen',
    replaceImage: 'Reemplazar imagen',
    removeImage: 'Quitar imagen',
    nameRequired: 'Introduce el nombre',
    valueInvalid: 'Introduce el color como #rrggbb',
    types: { COLOR: 'Color', MATERIAL: 'Material' },
  },
  shortLinks: {
    create: 'Nuevo enlace corto',
    edit: 'Editar enlace corto',
    shortCode: 'Enlace corto',
    pageLink: 'Enlace de la página',
    pageLinkHint: 'Una dirección web (https://…) o una ruta de este sitio (/site/…)',
    visits: 'Visitas',
    lastVisitedAt: 'Última visita',
  },
  pages: {
    create: 'Nueva página',
    edit: 'Editar página',
    title: 'Título',
    address: 'Dirección',
    status: 'Estado',
    published: 'Publicada',
    draft: 'Borrador',
    publishedSwitch: 'Publicada: cualquiera con la dirección puede leerla',
    animation: 'Carrusel',
    slides: 'Diapositivas',
    slider: 'Animación del carrusel',
    slideImage: 'Dirección de la imagen (https://…)',
    slideCaption: 'Leyenda',
    slideLink: 'Enlace (opcional)',
    addSlide: 'Añadir diapositiva',
    removeSlide: 'Quitar esta diapositiva',
    html: 'Contenido de la página (HTML)',
    htmlHint: 'Los scripts, estilos, marcos y formularios se eliminan al guardar.',
    sanitised: 'Guardado. Se eliminaron las partes no permitidas (scripts, estilos, marcos).',
    open: 'Abrir la página publicada',
  },
  backup: {
    intro:
      'Descargue todo lo de su cuenta en un zip de hojas de cálculo (CSV), para guardarlo o moverlo.',
    parts: {
      orders: 'Pedidos: cada pedido con su dirección, importes y estado',
      orderItems: 'Artículos: cada producto de cada pedido, con su seguimiento',
      products: 'Productos: sus productos y sus diseños',
      transactions: 'Transacciones: depósitos, cargos, reembolsos y retiros',
    },
    privacy: 'Solo usted puede descargar el archivo; no contiene nada de otras cuentas.',
    start: 'Copiar mis datos',
  },
  animations: { NONE: 'Ninguna', NEXT: 'Siguiente', PREVIOUS: 'Anterior' },
};

export default siteContentEs;
