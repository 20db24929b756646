import type { Messages } from '../en';
import type siteContentEn from './en';

/** Écrans du contenu du site, en français. */
const siteContentFr: Messages<typeof siteContentEn> = {
  save: 'Enregistrer',
  saved: 'Enregistré.',
  cancel: 'Annuler',
  edit: 'Modifier',
  createdAt: 'Créé',
  updatedAt: 'Mis à jour',
  shortLinks: {
    create: 'Nouveau lien court',
    edit: 'Modifier le lien court',
    shortCode: 'Lien court',
    pageLink: 'Lien de la page',
    pageLinkHint: 'Une adresse web (https://…) ou un chemin de ce site (/site/…)',
    visits: 'Visites',
    lastVisitedAt: 'Dernière visite',
  },
  pages: {
    create: 'Nouvelle page',
    edit: 'Modifier la page',
    title: 'Titre',
    address: 'Adresse',
    status: 'Statut',
    published: 'Publiée',
    draft: 'Brouillon',
    publishedSwitch: 'Publiée : toute personne ayant l’adresse peut la lire',
    animation: 'Carrousel',
    slides: 'Diapositives',
    slider: 'Animation du carrousel',
    slideImage: 'Adresse de l’image (https://…)',
    slideCaption: 'Légende',
    slideLink: 'Lien (facultatif)',
    addSlide: 'Ajouter une diapositive',
    removeSlide: 'Retirer cette diapositive',
    html: 'Contenu de la page (HTML)',
    htmlHint: 'Les scripts, styles, cadres et formulaires sont retirés à l’enregistrement.',
    sanitised: 'Enregistré. Les parties non autorisées (scripts, styles, cadres) ont été retirées.',
    open: 'Ouvrir la page publiée',
  },
  backup: {
    intro: 'Téléchargez tout votre compte dans un zip de tableaux (CSV), à garder ou à déplacer.',
    parts: {
      orders: 'Commandes : chaque commande avec son adresse, ses montants et son statut',
      orderItems: 'Articles : chaque produit de chaque commande, avec son suivi',
      products: 'Produits : vos produits et leurs designs',
      transactions: 'Transactions : dépôts, débits, remboursements et retraits',
    },
    privacy: 'Vous seul pouvez télécharger le fichier ; il ne contient rien d’un autre compte.',
    start: 'Sauvegarder mes données',
  },
  animations: { NONE: 'Aucune', NEXT: 'Suivante', PREVIOUS: 'Précédente' },
};

export default siteContentFr;
