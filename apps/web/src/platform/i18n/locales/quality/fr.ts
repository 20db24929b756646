import type { Messages } from '../en';
import type qualityEn from './en';

const qualityFr: Messages<typeof qualityEn> = {
  intro:
    'Scannez le bordereau d’une unité terminée (ou saisissez son code et son index de quantité), puis validez-la pour la livraison ou renvoyez-la avec le motif. Les photos du produit terminé sont conservées sur l’article.',
  code: 'Code du bordereau',
  codePlaceholder: 'K7Q2M9XW4R_1',
  passed: 'Valider',
  returned: 'Renvoyer',
  reason: 'Motif du renvoi',
  noStaff: 'Veuillez d’abord pointer un membre du personnel',
  passDone: '{{title}} n° {{index}} validé : {{from}} → {{to}}',
  returnDone: '{{title}} n° {{index}} renvoyé : {{from}} → {{to}}',
  photos: 'Photos du produit terminé',
  noItem: 'Contrôlez d’abord une unité pour ajouter ses photos.',
};

export default qualityFr;
