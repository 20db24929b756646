import type { Messages } from '../en';
import type importsEn from './en';

const importsFr: Messages<typeof importsEn> = {
  status: {
    PENDING: 'En attente',
    PROCESSING: 'En cours',
    FINISHED: 'Terminé',
    FINISHED_WITH_ERRORS: 'Terminé avec des erreurs',
    FAIL: 'Échec',
  },
  page: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par article (les lignes ayant la même référence de commande forment une commande) et envoyez-le en XLSX ou CSV. Les commandes importées sont enregistrées en brouillon pour que vous les vérifiiez et les passiez.',
    template: 'Télécharger le modèle',
    upload: 'Envoyer un fichier',
    uploading: 'Envoi… {{percent}} %',
    pending: 'En attente de son tour…',
    processing: '{{done}} lignes importées sur {{total}}',
  },
  list: {
    file: 'Fichier',
    owner: 'Marchand',
    status: 'Statut',
    lines: 'Lignes',
    orders: 'Commandes créées',
    codes: 'Codes ajoutés',
    products: 'Produits créés',
    failed: 'Lignes refusées',
    createdAt: 'Envoyé le',
    report: 'Rapport',
  },
  report: {
    title: "Rapport d'import",
    total: '{{count}} lignes',
    created: '{{lines}} lignes créées dans {{orders}} commandes brouillon',
    failed: '{{count}} lignes refusées',
    sheet: 'Feuille',
    column: 'Colonne',
    line: 'Ligne',
    message: 'Motif',
    truncated: 'Seules les {{count}} premières erreurs sont listées.',
    codesCreated: '{{count}} codes de suivi ajoutés',
    productsCreated: '{{count}} produits créés',
    warning: 'Avertissement',
    loadFailed: "Le rapport n'a pas pu être chargé.",
  },
  products: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par produit (le nom ou l’ID du type de produit, le titre, le SKU et les liens vers les designs de ses positions d’impression et vers ses maquettes) puis envoyez-le en XLSX ou CSV. Chaque design est téléchargé et vérifié (150 dpi et taille de la zone d’impression) ; une ligne crée son produit ou est listée avec le motif par colonne.',
  },
  tracking: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par code de suivi (l’ID de l’article de commande ou son code de bordereau, le code de suivi et le transporteur) puis envoyez-le en XLSX ou CSV. Chaque ligne est ajoutée séparément ; les lignes refusées sont listées avec leur motif, et les numéros de format inconnu sont ajoutés avec un avertissement.',
  },
};

export default importsFr;
