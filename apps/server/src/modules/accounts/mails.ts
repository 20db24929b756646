import { composeMail, PRODUCT_NAME, type Mail } from '../../platform/mail';

/** The words of the account mails; links are built from PUBLIC_URL by the caller. */

type Recipient = { email: string; firstName: string };

export const verificationMail = (to: Recipient, link: string): Mail =>
  composeMail({
    to: to.email,
    name: to.firstName,
    kind: 'ACCOUNT',
    subject: 'Verify your e-mail address',
    paragraphs: [
      `Thank you for registering with ${PRODUCT_NAME}.`,
      'Please confirm your e-mail address to start using your account. The link is valid for 24 hours.',
    ],
    action: { label: 'Verify e-mail address', url: link },
    note: 'If you did not register, you can ignore this mail.',
  });

/** Sent instead of an account when someone registers with an address that already has one. */
export const alreadyRegisteredMail = (
  to: Recipient,
  links: { login: string; forgotPassword: string },
): Mail =>
  composeMail({
    to: to.email,
    name: to.firstName,
    kind: 'ACCOUNT',
    subject: 'Someone tried to register with your e-mail address',
    paragraphs: [
      `Someone tried to create a new ${PRODUCT_NAME} account with this e-mail address, which already has an account. No new account was created.`,
      `If it was you, sign in at ${links.login}, or choose a new password if you have forgotten it.`,
    ],
    action: { label: 'Reset your password', url: links.forgotPassword },
    note: 'If it was not you, you can ignore this mail; your account is unchanged.',
  });

export const resetPasswordMail = (to: Recipient, link: string): Mail =>
  composeMail({
    to: to.email,
    name: to.firstName,
    kind: 'ACCOUNT',
    subject: 'Reset your password',
    paragraphs: [
      'We received a request to reset your password.',
      'Choose a new one with the link below. The link is valid for 1 hour and works once.',
    ],
    action: { label: 'Choose a new password', url: link },
    note: 'If you did not ask for this, you can ignore this mail; your password is unchanged.',
  });

export const ownerPinMail = (to: Recipient, pin: string): Mail =>
  composeMail({
    to: to.email,
    name: to.firstName,
    kind: 'OWNER_VERIFICATION',
    subject: 'Your verification PIN',
    paragraphs: [
      `Your PIN to open the management screens is ${pin}.`,
      'It is valid for 10 minutes and works once.',
    ],
    note: 'If you did not ask for this, someone may be using your account: change your password.',
  });
