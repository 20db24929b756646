import type etsyEn from './en';

/** Les boutiques Etsy, en français. */
const etsyFr: typeof etsyEn = {
  connect: {
    shop: 'Nom de la boutique Etsy',
    shopHint: 'Le nom qui termine l’adresse de votre boutique sur Etsy',
    next: 'Vous autoriserez la connexion sur Etsy, puis reviendrez ici.',
    submit: 'Continuer vers Etsy',
  },
  redirect: {
    refused: 'Etsy n’a pas autorisé la connexion. Veuillez connecter la boutique à nouveau.',
  },
  shop: {
    name: 'Boutique',
    open: 'Page de la boutique Etsy',
  },
  note: {
    title: 'Note à l’acheteur',
    hint: 'Etsy envoie cette note à l’acheteur avec le suivi de chaque expédition. Laissez-la vide pour n’en envoyer aucune.',
    save: 'Enregistrer la note',
    saved: 'Note à l’acheteur enregistrée',
  },
  queue: {
    title: 'Commandes Etsy en attente',
    receipt: 'Reçu',
    buyer: 'Acheteur',
    outcome: 'Résultat',
    became: 'Commande : {{status}}',
    arrived: 'Arrivée',
  },
};

export default etsyFr;
