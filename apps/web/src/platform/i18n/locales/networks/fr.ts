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
    NETWORK_BLOCK: 'A bloqué le réseau',
    NETWORK_UNBLOCK: 'A débloqué le réseau',
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
  /** An admin's actions on a network (/a/network/:id). */
  admin: {
    block: 'Bloquer le réseau',
    unblock: 'Débloquer le réseau',
    blocked: 'Le réseau est bloqué ; son propriétaire a été prévenu',
    unblocked: 'Le réseau est de nouveau ouvert ; son propriétaire a été prévenu',
    removed: 'Le membre a été retiré ; le propriétaire a été prévenu',
    confirmBlock: {
      title: 'Bloquer ce réseau ?',
      question:
        'Personne ne pourra rejoindre {{code}}, son propriétaire ne pourra plus agir sur les membres et ses coupons et événements ne l’atteindront plus jusqu’à ce que vous le débloquiez. Le propriétaire sera prévenu.',
    },
    confirmRemove:
      '{{email}} quitte le réseau et perd ses coupons. Le propriétaire du réseau sera prévenu.',
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
