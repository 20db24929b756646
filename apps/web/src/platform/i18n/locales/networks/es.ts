import type { Messages } from '../en';
import type networksEn from './en';

const networksEs: Messages<typeof networksEn> = {
  intro:
    'Una red agrupa comerciantes: su propietario comparte el código, otros comerciantes piden unirse con él y el propietario los aprueba. Los cupones creados para una red llegan a su propietario y a sus miembros aprobados.',
  fields: {
    code: 'Código',
    owner: 'Propietario',
    rulesDescription: 'Reglas',
    members: 'Miembros',
    approvedCount: 'Aprobados',
    pendingCount: 'Pendientes',
    blockedCount: 'Bloqueados',
    status: 'Estado',
    email: 'Correo electrónico',
    fullName: 'Nombre',
    joinedAt: 'Solicitud enviada',
    createdAt: 'Creada',
  },
  actions: {
    APPROVE: 'Aprobar',
    BLOCK: 'Bloquear',
    CANCEL: 'Rechazar',
    KICK: 'Quitar',
  },
  activityKinds: {
    CREATE: 'Creó la red',
    JOIN: 'Pidió unirse',
    APPROVE: 'Aprobado',
    BLOCK: 'Bloqueado',
    CANCEL: 'Rechazado',
    KICK: 'Quitado',
    NETWORK_BLOCK: 'Bloqueó la red',
    NETWORK_UNBLOCK: 'Desbloqueó la red',
  },
  confirm: {
    BLOCK: {
      title: '¿Bloquear a este miembro?',
      question: '{{email}} pierde los cupones de la red y no puede volver a pedir unirse.',
    },
    KICK: {
      title: '¿Quitar a este miembro?',
      question: '{{email}} sale de la red y pierde sus cupones.',
    },
  },
  /** An admin's actions on a network (/a/network/:id). */
  admin: {
    block: 'Bloquear red',
    unblock: 'Desbloquear red',
    blocked: 'La red está bloqueada; se avisó al propietario',
    unblocked: 'La red vuelve a estar abierta; se avisó al propietario',
    removed: 'Se quitó al miembro; se avisó al propietario',
    confirmBlock: {
      title: '¿Bloquear esta red?',
      question:
        'Nadie podrá unirse a {{code}}, su propietario no podrá actuar sobre los miembros y sus cupones y eventos dejarán de llegarle hasta que la desbloquees. Se avisará al propietario.',
    },
    confirmRemove:
      '{{email}} sale de la red y pierde sus cupones. Se avisará al propietario de la red.',
  },
  done: 'Hecho: {{action}}',
  noMembers: 'Nadie ha pedido unirse todavía',
  activities: 'Actividades',
  noActivities: 'Aún no ha pasado nada',
  mine: 'Mi red',
  create: {
    title: 'Crea tu red',
    hint: 'Escribe las reglas que aceptan los miembros; se crea un código para que lo compartas.',
    submit: 'Crear red',
    done: 'Tu red se ha creado',
  },
  share: 'Comparte este código con los comerciantes que invites',
  join: {
    title: 'Unirse a una red',
    hint: 'Escribe el código que te dio el propietario de la red; te unes cuando te apruebe.',
    code: 'Código de la red',
    submit: 'Pedir unirse',
    done: 'Tu solicitud se envió al propietario',
  },
  membership: {
    title: 'La red a la que pertenezco',
    status: 'Mi estado',
  },
};

export default networksEs;
