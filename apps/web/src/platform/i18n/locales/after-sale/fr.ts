import type { Messages } from '../en';
import type afterSaleEn from './en';

const afterSaleFr: Messages<typeof afterSaleEn> = {
  types: {
    REFUND: 'Remboursement',
    RESEND: 'Renvoi',
    RETURN: 'Retour',
  },
  refundTypes: {
    FULL: 'Remboursement complet',
    CUSTOM_AMOUNT: 'Montant personnalisé',
    PERCENT: "Pourcentage de l'article",
  },
  request: {
    open: 'Demander un remboursement, un renvoi ou un retour',
    title: 'Demande après-vente',
    type: 'Demande',
    reason: 'Motif',
    reasonPlaceholder: 'Quel est le problème avec cet article ?',
    pickReason: 'Choisissez un motif',
    otherReason: 'Autre (précisez ci-dessous)',
    reasonDetails: 'Détails',
    refundType: 'Type de remboursement',
    amount: 'Montant (USD)',
    amountHint: 'Au plus {{max}}',
    percent: 'Pourcentage',
    submit: 'Envoyer la demande',
    cancel: 'Annuler',
    sent: 'Votre demande a été envoyée',
  },
  columns: {
    product: 'Produit',
    seller: 'Vendeur',
    status: 'Demande',
    itemStatus: "Statut de l'article",
    reason: 'Motif',
    amount: 'Montant',
    requestedAt: 'Demandée le',
    forwardTo: 'Réexpédier à',
    noForward: 'Aucune adresse de réexpédition',
    since: 'À cette étape depuis',
    country: 'Pays',
    order: 'Commande',
  },
  actions: {
    approveRefund: 'Approuver le remboursement',
    refuseRefund: 'Refuser le remboursement',
    cancelAndRefund: 'Annuler et rembourser le vendeur',
    resend: 'Renvoyer',
    refuseResend: 'Refuser le renvoi',
    approveReturn: 'Approuver le retour',
    refuseReturn: 'Refuser le retour',
  },
  review: {
    question: '{{action}} pour {{product}} de {{seller}} ?',
    forwardTo: 'Envoyer le colis à : {{address}}',
    note: 'Note pour le vendeur',
    done: 'Terminé',
  },
  invalidAddress: {
    fullName: 'Destinataire',
    address: 'Adresse',
    problems: 'Problèmes',
    checkedAt: 'Vérifiée le',
    applySuggestion: "Utiliser l'écriture suggérée",
    applied: "L'adresse a été mise à jour",
  },
  overDue: {
    days_one: 'En retard après {{count}} jour',
    days_many: 'En retard après {{count}} jours',
    days_other: 'En retard après {{count}} jours',
    daysLabel: 'Jours',
    save: 'Enregistrer',
  },
};

export default afterSaleFr;
