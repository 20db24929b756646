import type { Messages } from '../en';
import type shipmentTrackerEn from './en';

const shipmentTrackerFr: Messages<typeof shipmentTrackerEn> = {
  intro:
    'Scannez le code de suivi de chaque colis à la table d’emballage ; des photos du colis et de son bordereau peuvent être ajoutées. Clôturez la journée pour lister les colis ayant reçu un code de suivi aujourd’hui mais jamais scannés.',
  code: 'Code de suivi',
  noStaff: 'Veuillez d’abord enregistrer l’arrivée d’un membre du personnel',
  repeated: 'Déjà scanné',
  photoCounts: 'Photos du colis : {{parcel}}, photos du bordereau : {{slip}}',
  parcelPhoto: 'Photo du colis',
  slipPhoto: 'Photo du bordereau',
  closeDay: 'Clôturer la journée',
  closed_one: 'Journée clôturée : {{count}} colis manqué',
  closed_many: 'Journée clôturée : {{count}} colis manqués',
  closed_other: 'Journée clôturée : {{count}} colis manqués',
  list: {
    trackCode: 'Code de suivi',
    status: 'Statut',
    order: 'Commande',
    photos: 'Photos',
    photoCounts: '{{parcel}} colis / {{slip}} bordereau',
    staff: 'Personnel',
    description: 'Description',
    createdAt: 'Scanné le',
    printer: 'Imprimeur',
  },
};

export default shipmentTrackerFr;
