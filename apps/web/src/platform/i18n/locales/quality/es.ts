import type { Messages } from '../en';
import type qualityEn from './en';

const qualityEs: Messages<typeof qualityEn> = {
  intro:
    'Escanee el albarán de una unidad terminada (o escriba su código e índice de cantidad) y apruébela para entrega o devuélvala con el motivo. Las fotos del producto terminado se guardan en el artículo.',
  code: 'Código del albarán',
  codePlaceholder: 'K7Q2M9XW4R_1',
  passed: 'Aprobar',
  returned: 'Devolver',
  reason: 'Motivo de la devolución',
  noStaff: 'Registre primero la entrada de un empleado',
  passDone: '{{title}} n.º {{index}} aprobado: {{from}} → {{to}}',
  returnDone: '{{title}} n.º {{index}} devuelto: {{from}} → {{to}}',
  photos: 'Fotos del producto terminado',
  noItem: 'Revise primero una unidad para añadir sus fotos.',
};

export default qualityEs;
