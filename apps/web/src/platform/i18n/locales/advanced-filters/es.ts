import type { Messages } from '../en';
import type advancedFiltersEn from './en';

const advancedFiltersEs: Messages<typeof advancedFiltersEn> = {
  create: 'Nueva regla',
  edit: 'Editar regla',
  save: 'Guardar',
  cancel: 'Cancelar',
  saved: 'Regla guardada',
  loading: 'Cargando los tipos de condición',
  fields: {
    name: 'Nombre',
    conditions: 'Condiciones de filtro avanzadas',
    conditionCount: 'Condiciones',
    couponCount: 'Cupones',
    createdAt: 'Creado el',
    updatedAt: 'Actualizado el',
  },
  hints: {
    conditions: 'Todas las condiciones deben cumplirse para que se cumpla la regla',
    conditionList: 'Valores separados por comas',
    money: 'En dólares; los céntimos se redondean hacia arriba',
  },
  conditionTypes: {
    ALLOW_FAST_SHIPPING: 'Envío rápido',
    COUNTRY: 'País',
    ORDER_SUB_VALUE: 'Subtotal del pedido',
    ORDER_TOTAL_VALUE: 'Total del pedido',
    PRODUCT_TYPE: 'Tipo de producto',
    DEPOSIT: 'Total de depósitos',
    TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE: 'Productos completados',
    TOTAL_ORDER_SUB_VALUE: 'Subtotal de todos los pedidos',
    TOTAL_ORDER_VALUE: 'Total de todos los pedidos',
  },
  operations: {
    EQ: 'igual a',
    FALSE: 'es falso',
    GTEQ: 'al menos',
    IN: 'es uno de',
    IS: 'es',
    ISNT: 'no es',
    LTEQ: 'como máximo',
    NIN: 'no es ninguno de',
    TRUE: 'es verdadero',
  },
  condition: {
    add: 'Añadir condición',
    remove: 'Quitar',
    type: 'Condición',
    operation: 'Operación',
    value: 'Valor',
  },
  rules: {
    required: 'Este campo es obligatorio',
    invalid: 'Este valor no es válido',
    noConditions: 'Añade al menos una condición',
    conditionOperation: 'Esta operación no se aplica a esta condición',
    conditionValue: 'Esta condición necesita un valor de su tipo',
  },
};

export default advancedFiltersEs;
