import type { Messages } from '../en';
import type settingsEn from './en';

/** Pantallas de ajustes del administrador, en español. */
const settingsEs: Messages<typeof settingsEn> = {
  save: 'Guardar',
  saved: 'Guardado. Todos los servidores usan ya el nuevo valor.',
  lastChange: 'Cambiado por última vez por {{who}} el {{when}}',
  neverChanged: 'Nunca cambiado: se aplica el valor predeterminado.',
  readOnly: 'Puede leer estos ajustes pero no cambiarlos.',
  pickUp: {
    intro: 'La dirección que muestran los pedidos con recogida local: dónde se recoge el paquete.',
    name: 'Nombre del punto de recogida',
    street: 'Calle',
    street2: 'Calle, línea 2',
    city: 'Ciudad',
    state: 'Estado',
    zipcode: 'Código postal',
    country: 'País',
    phone: 'Teléfono',
    hours: 'Horario',
    hoursHint: 'Tal como deben leerlo los compradores, p. ej. lun-vie 9:00-17:00',
  },
  rate: {
    intro:
      'El tipo mínimo al que se convierte un depósito en otra moneda: unidades de esa moneda por un dólar.',
    currency: 'Moneda (código ISO)',
    rate: 'Unidades por 1,00 $',
    example: '{{amount}} {{currency}} se abonan como {{dollars}}',
  },
  seller: {
    saved: 'Tus ajustes se han guardado.',
    savedAt: 'Guardado el {{when}}',
    neverSaved: 'Aún sin guardar: se aplican los valores por defecto.',
    methods: { STANDARD: 'Estándar', FAST: 'Rápido', LOCAL_PICKUP: 'Recogida local' },
    main: {
      title: 'Valores por defecto',
      shipping: 'Método de envío por defecto',
      shippingHint: 'Un pedido nuevo empieza con este método; puedes cambiarlo en el pedido.',
      returnAddress: 'Imprimir una dirección de devolución en mis albaranes',
      returnHint: 'Adonde compradores y transportistas te devuelven los paquetes.',
    },
    forward: {
      title: 'Reenvío',
      address: 'Reenviar los paquetes devueltos',
      addressHint: 'Los paquetes devueltos o no entregables se reenvían a esta dirección.',
      note: 'Nota para quien los reenvía',
    },
  },
};

export default settingsEs;
