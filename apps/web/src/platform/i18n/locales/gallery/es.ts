import type en from './en';

/** La galería del vendedor y su selector en el formulario de producto, en español. */
const galleryEs: Record<keyof typeof en | 'uploaded_many' | 'refused_many', string> = {
  intro:
    'Tu biblioteca de imágenes: sube archivos PNG o JPEG (hasta 10 MB) una vez, etiquétalos y úsalos como diseños de productos sin volver a subirlos.',
  upload: 'Subir imágenes',
  uploaded_one: '{{count}} imagen añadida a la galería.',
  uploaded_many: '{{count}} imágenes añadidas a la galería.',
  uploaded_other: '{{count}} imágenes añadidas a la galería.',
  refused_one: '{{count}} archivo no se añadió',
  refused_many: '{{count}} archivos no se añadieron',
  refused_other: '{{count}} archivos no se añadieron',
  search: 'Buscar por nombre',
  tag: 'Etiqueta',
  allTags: 'Todas las etiquetas',
  allStatuses: 'Todas',
  empty: 'Aún no hay imágenes. Sube tus diseños para guardarlos aquí.',
  noMatch: 'Ninguna imagen coincide con estos filtros.',
  pixels: '{{width}} × {{height}} px',
  sizeKb: '{{size}} KB',
  sizeMb: '{{size}} MB',
  details: 'Detalles',
  name: 'Nombre',
  tags: 'Etiquetas',
  tagsHint: 'Hasta {{max}} etiquetas; pulsa Intro después de cada una.',
  status: 'Estado',
  statusHint: 'Las imágenes archivadas siguen en la galería pero no se ofrecen como diseños.',
  dimensions: 'Dimensiones',
  density: 'Densidad',
  dpi: '{{dpi}} ppp',
  noDpi: 'No declarada',
  fileSize: 'Tamaño del archivo',
  format: 'Formato',
  createdAt: 'Subida',
  updatedAt: 'Actualizada',
  save: 'Guardar',
  saved: 'Guardado.',
  cancel: 'Cancelar',
  download: 'Descargar',
  delete: 'Eliminar',
  deleted: 'La imagen se eliminó.',
  deleteTitle: '¿Eliminar esta imagen?',
  deleteMessage:
    '«{{name}}» sale de tu galería para siempre. Los productos que ya la usan como diseño lo conservan.',
  fromGallery: 'Desde la galería',
  pickTitle: 'Elige un diseño para {{position}}',
  pickHint:
    'Elige una imagen activa de tu galería. Se comprueba como una subida: al menos {{width}} × {{height}} px y 150 ppp.',
  useAsDesign: 'Usar como diseño',
  manage: 'Abrir la galería',
};

export default galleryEs;
