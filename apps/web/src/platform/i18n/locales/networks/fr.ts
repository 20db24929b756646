import type { Messages } from '../en';
import type networksEn from './en';

const networksFr: Messages<typeof networksEn> = {
  intro:
    'Un réseau regroupe des marchands : son propriétaire partage le code, d’autres marchands demandent à le rejoindre avec ce code et le propriétaire les approuve. Les coupons créés pour un réseau profitent à son propriétaire et à ses membres approuvés.',
  fields: {
    code: 'Code',
    owner: 'Propriétaire',
    rulesDescription: 'Règles',
    members: 'Membres',
    approvedCount: 'Approuvés',
    pendingCount: 'En attente',
    blockedCount: 'Bloqués',
    status: 'Statut',
    email: 'E-mail',
    fullName: 'Nom',
    joinedAt: 'Demande envoyée',
    createdAt: 'Créé',
  },
  actions: {
    APPROVE: 'Approuver',
    BLOCK: 'Bloquer',
    CANCEL: 'Refuser',
    KICK: 'Retirer',
  },
  activityKinds: {
    CREATE: 'A créé le réseau',
    JOIN: 'A demandé à rejoindre',
    APPROVE: 'Approuvé',
    BLOCK: 'Bloqué',
    CANCEL: 'Refusé',
    KICK: 'Retiré',
  },
  confirm: {
    BLOCK: {
      title: 'Bloquer ce membre ?',
      question: '{{email}} perd les coupons du réseau et ne peut plus demander à le rejoindre.',
    },
    KICK: {
      title: 'Retirer ce membre ?',
      question: '{{email}} quitte le réseau et perd ses coupons.',
    },
  },
  done: 'Fait : {{action}}',
  noMembers: 'Personne n’a encore demandé à rejoindre',
  activities: 'Activités',
  noActivities: 'Rien ne s’est encore passé',
  mine: 'Mon réseau',
  create: {
    title: 'Créer votre réseau',
    hint: 'Écrivez les règles acceptées par les membres ; un code à partager est créé pour vous.',
    submit: 'Créer le réseau',
    done: 'Votre réseau a été créé',
  },
  share: 'Partagez ce code avec les marchands que vous invitez',
  join: {
    title: 'Rejoindre un réseau',
    hint: 'Saisissez le code donné par le propriétaire du réseau ; vous le rejoignez une fois approuvé.',
    code: 'Code du réseau',
    submit: 'Demander à rejoindre',
    done: 'Votre demande a été envoyée au propriétaire',
  },
  membership: {
    title: 'Le réseau dont je fais partie',
    status: 'Mon statut',
  },
};

export default networksFr;
