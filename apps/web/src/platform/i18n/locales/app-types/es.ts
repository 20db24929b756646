import type { Messages } from '../en';
import type appTypesEn from './en';

/** La pantalla de tipos de aplicación (/a/app-types), en español. */
const appTypesEs: Messages<typeof appTypesEn> = {
  intro:
    'Listas de opciones que la aplicación lee donde el negocio usa sus propias palabras (motivos, orígenes...). La clave de un tipo y el valor de una opción son lo que guardan los registros; las etiquetas, lo que lee la gente.',
  create: 'Nuevos tipos',
  createTitle: 'Nuevos tipos de aplicación',
  createHint: 'Cree uno o varios tipos a la vez: se crean todos o ninguno.',
  addRow: 'Añadir otro tipo',
  removeRow: 'Quitar este tipo',
  key: 'Clave',
  keyHint: 'En MAYÚSCULAS_CON_GUIONES_BAJOS, p. ej. RETURN_REASON. No se puede cambiar después.',
  name: 'Nombre',
  description: 'Descripción',
  status: 'Estado',
  statuses: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
  options: 'Opciones',
  noOptions: 'Aún no hay opciones.',
  empty: 'Aún no hay tipos de aplicación. Cree el primero.',
  editOptions: 'Editar opciones',
  editOptionsTitle: 'Opciones de {{name}}',
  editDetails: 'Editar',
  editDetailsTitle: 'Editar {{name}}',
  value: 'Valor',
  label: 'Etiqueta',
  active: 'Activo',
  addOption: 'Añadir opción',
  removeOption: 'Quitar opción',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  save: 'Guardar',
  cancel: 'Cancelar',
  created: 'Tipos de aplicación creados: {{n}}.',
  saved: 'Guardado.',
  deactivate: 'Desactivar',
  activate: 'Activar',
  deactivateTitle: '¿Desactivar {{name}}?',
  deactivateMessage:
    'La aplicación deja de ofrecer sus opciones; los registros que ya tienen una la conservan. Puede activarlo de nuevo.',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar {{name}}?',
  deleteMessage:
    'El tipo {{key}} y sus {{n}} opciones se eliminan para siempre. Las pantallas que lo leen vuelven a sus palabras integradas.',
  deleted: 'Eliminado.',
  readOnly:
    'Puede ver los tipos de aplicación; cambiarlos requiere el permiso de actualizar ajustes.',
};

export default appTypesEs;
