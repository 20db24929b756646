import type etsyEn from './en';

/** Las tiendas de Etsy, en español. */
const etsyEs: typeof etsyEn = {
  connect: {
    shop: 'Nombre de la tienda de Etsy',
    shopHint: 'El nombre con el que termina la dirección de tu tienda en Etsy',
    next: 'Autorizarás la conexión en Etsy y luego volverás aquí.',
    submit: 'Continuar a Etsy',
  },
  redirect: {
    refused: 'Etsy no autorizó la conexión. Vuelve a conectar la tienda.',
  },
  shop: {
    name: 'Tienda',
    open: 'Página de la tienda de Etsy',
  },
  note: {
    title: 'Nota para el comprador',
    hint: 'Etsy envía esta nota al comprador con el seguimiento de cada envío. Déjala vacía para no enviar ninguna.',
    save: 'Guardar la nota',
    saved: 'Nota para el comprador guardada',
  },
  queue: {
    title: 'Pedidos de Etsy pendientes',
    receipt: 'Recibo',
    buyer: 'Comprador',
    outcome: 'Resultado',
    became: 'Pedido: {{status}}',
    arrived: 'Llegada',
  },
};

export default etsyEs;
