import type { Messages } from '../en';
import type completedScannerEn from './en';

const completedScannerEs: Messages<typeof completedScannerEn> = {
  intro:
    'Escanee el albarán de un producto terminado (o escriba su valor y pulse Intro) para ver su artículo sin cambiarlo y luego tome fotos del producto terminado.',
  input: {
    label: 'Valor del albarán',
    placeholder: 'K7Q2M9XW4R_1',
    submit: 'Buscar',
  },
  empty: 'Escanee un albarán para ver su artículo.',
  item: {
    slip: 'Valor del albarán',
    quantity: 'Cantidad',
    unitOf: '{{index}} de {{total}}',
    order: 'Pedido',
  },
  photos: {
    title: 'Fotos del producto terminado',
    add: 'Tomar o añadir fotos',
    uploading: 'Subiendo {{done}} de {{total}}…',
    added: 'Fotos añadidas: {{count}}',
  },
  history: {
    title: 'Escaneos de esta sesión',
    hint: 'Los últimos 20 escaneos, guardados hasta que salga de esta página.',
    empty: 'Aún no hay escaneos en esta sesión.',
    scannedAt: 'Escaneado el',
  },
};

export default completedScannerEs;
