/** Seller networks (/s/network, /a/networks, /a/network/:id), in English. */
const networksEn = {
  intro:
    'A network groups merchants: its owner shares the code, other merchants ask to join with it, and the owner approves them. Coupons made for a network reach its owner and approved members.',
  fields: {
    code: 'Code',
    owner: 'Owner',
    rulesDescription: 'Rules',
    members: 'Members',
    approvedCount: 'Approved',
    pendingCount: 'Pending',
    blockedCount: 'Blocked',
    status: 'Status',
    email: 'E-mail',
    fullName: 'Name',
    joinedAt: 'Asked to join',
    createdAt: 'Created',
  },
  actions: {
    APPROVE: 'Approve',
    BLOCK: 'Block',
    CANCEL: 'Decline',
    KICK: 'Remove',
  },
  activityKinds: {
    CREATE: 'Created the network',
    JOIN: 'Asked to join',
    APPROVE: 'Approved',
    BLOCK: 'Blocked',
    CANCEL: 'Declined',
    KICK: 'Removed',
    NETWORK_BLOCK: 'Blocked the network',
    NETWORK_UNBLOCK: 'Unblocked the network',
  },
  confirm: {
    BLOCK: {
      title: 'Block this member?',
      question: '{{email}} loses the network’s coupons and cannot ask to join again.',
    },
    KICK: {
      title: 'Remove this member?',
      question: '{{email}} leaves the network and loses its coupons.',
    },
  },
  /** An admin's actions on a network (/a/network/:id). */
  admin: {
    block: 'Block network',
    unblock: 'Unblock network',
    blocked: 'The network is blocked; its owner was told',
    unblocked: 'The network is open again; its owner was told',
    removed: 'The member was removed; the owner was told',
    confirmBlock: {
      title: 'Block this network?',
      question:
        'Nobody can join {{code}}, its owner cannot act on members, and its coupons and events stop reaching it until you unblock it. The owner is told.',
    },
    confirmRemove:
      "{{email}} leaves the network and loses its coupons. The network's owner is told.",
  },
  done: 'Done: {{action}}',
  noMembers: 'Nobody has asked to join yet',
  activities: 'Activities',
  noActivities: 'Nothing happened yet',
  mine: 'My network',
  create: {
    title: 'Create your network',
    hint: 'Write the rules members agree to; a code is made for you to share.',
    submit: 'Create network',
    done: 'Your network was created',
  },
  share: 'Share this code with the merchants you invite',
  join: {
    title: 'Join a network',
    hint: 'Type the code the network’s owner gave you; you join once the owner approves.',
    code: 'Network code',
    submit: 'Ask to join',
    done: 'Your request was sent to the owner',
  },
  membership: {
    title: 'The network I belong to',
    status: 'My status',
  },
};

export default networksEn;
