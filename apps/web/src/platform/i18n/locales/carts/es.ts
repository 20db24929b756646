import type { Messages } from '../en';
import type cartsEn from './en';

const cartsEs: Messages<typeof cartsEn> = {
  start: {
    title: 'Iniciar un carro',
    next: 'Pedidos siguientes',
    nextHint:
      'Los pedidos más antiguos con unidades por recoger, una caja cada uno (hasta {{max}})',
    submit: 'Iniciar el carro',
  },
  open: {
    title: 'Carros abiertos',
    empty:
      'Ningún carro abierto. Inicia uno aquí, o elige artículos de la lista por recoger y ponlos en un carro.',
    bins: 'Cajas: {{number}}',
    progress: 'Recogidas {{picked}} de {{units}}',
    resume: 'Continuar',
  },
  scan: {
    label: 'Escanear una unidad',
    placeholder: 'Escanea el albarán',
    submit: 'Escanear',
  },
  answer: {
    empty: 'Escanea una unidad: aquí aparece la caja donde va.',
    bin: 'Caja {{bin}}',
    goesInto: 'La unidad {{unit}} va en la caja {{bin}}',
    full: 'La unidad {{unit}} va en la caja {{bin}}: la caja está llena, su pedido está completo',
    short: 'La unidad {{unit}} no tiene stock: espera stock, déjala fuera de la caja {{bin}}',
    progress: '{{picked}} de {{units}} unidades en esta caja',
    done: 'Todas las unidades escaneadas: cierra el carro',
  },
  bins: {
    title: 'Cajas',
    full: 'Llena',
    order: 'Pedido',
  },
  walk: {
    title: 'Recorrido',
    noArea: 'Sin zona de almacenamiento',
    states: {
      PLANNED: 'Por recoger',
      PICKED: 'En su caja',
      SHORT: 'En espera de stock',
      RELEASED: 'Liberada',
    },
  },
  close: {
    button: 'Cerrar el carro',
    title: '¿Cerrar este carro?',
    message: 'Las unidades no recogidas vuelven a la lista por recoger.',
    closed: 'Este carro está cerrado.',
  },
  toPick: {
    walkOrder: 'Orden de recorrido',
    putOnCart: 'Poner en un carro',
    carts: 'Recogida con carro',
    storageArea: 'Zona de almacenamiento',
  },
};

export default cartsEs;
