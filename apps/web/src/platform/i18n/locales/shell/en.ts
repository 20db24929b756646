/**
 * English strings of the live shell: top bar, session overlays, printer staff, owner verification,
 * the blocked and maintenance screens, notifications. The other languages are typed from this.
 */
const shellEn = {
  topBar: {
    balance: 'Balance',
    refreshBalance: 'Refresh balance',
    balanceCompact: 'Balance {{amount}}, tap to refresh',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    myBadges: 'My badges',
    addressReminder: 'Orders with an invalid address',
    addressReminderCount: 'Orders with an invalid address: {{count}}',
    addressReminderNone: 'Every order has a valid address.',
    viewDetail: 'View detail',
  },
  notifications: {
    title: 'Notifications',
    open: 'Open notifications',
    empty: 'No notifications',
    viewAll: 'View all',
    untitled: 'Notification',
  },
  staff: {
    login: 'Staff login',
    logout: 'Staff sign-out',
    loggedInAs: 'Staff on duty',
    scanTitle: 'Scan your staff code',
    scanHint: 'Scan the QR code on your staff card, or type its value and press Enter.',
    codeLabel: 'Staff code',
    submit: 'Log in',
    formatError: 'The QR code format is incorrect! Please capture the screen and send it to admin.',
    checkedInOnly: 'Checked-in staff access only',
    checkedInOnlyHint: '{{name}} has not checked in today. Please check in first.',
    ok: 'OK',
    logoutAccount: 'Logout',
    verifyError: 'Verify staff Error',
    checkFailed: 'The staff member on duty was signed out: {{message}}',
    disabled: 'The staff member on duty was disabled by the owner and signed out',
  },
  checkIn: {
    title: 'Staff check-in',
    description:
      'Scan your staff QR code to check in when you start and to check out when you leave.',
    checkin: 'Check in',
    checkout: 'Check out',
    codeLabel: 'Staff code',
    submit: 'Confirm',
    checkedIn: '{{name}} checked in at {{time}}.',
    checkedOut: '{{name}} checked out at {{time}}.',
    backToWork: 'Go to scan and print',
    needsPrinter: 'Sign in with the supplier account of this workplace to use staff check-in.',
    signIn: 'Sign in',
  },
  owner: {
    title: 'Owner verification',
    description:
      'The management screens (staff, work shifts, time tracking, e-mail settings) are for the account owner. We send a 6-digit PIN to {{email}} to confirm it is you.',
    sendPin: 'Send PIN',
    sendAgain: 'Send a new PIN',
    pinSent: 'A PIN was sent to {{email}}. It is valid for a short time.',
    pinLabel: 'PIN from the e-mail',
    verify: 'Verify',
    verified: 'Verified. The management screens are open until {{time}}.',
    continue: 'Continue',
    pinIncomplete: 'Enter the 6 digits of the PIN',
    needsPrinter: 'Sign in with the supplier account to verify the owner.',
    signIn: 'Sign in',
  },
  staffList: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    role: 'Role',
    checkedIn: 'Checked in today',
    yes: 'Yes',
    no: 'No',
    empty: 'No staff yet.',
    state: 'State',
    active: 'Active',
    disabled: 'Disabled',
    activate: 'Activate',
    disable: 'Disable',
    disableTitle: 'Disable staff member',
    disableQuestion:
      'Disable {{name}}? They are signed out of every station and cannot check in until activated again.',
    roles: {
      USER: 'User',
      ADMIN: 'Admin',
    },
  },
  blocked: {
    title: 'Your account has been blocked',
    body: 'An administrator has blocked this account, so its screens are closed. Please contact the administrator if you think this is a mistake.',
    logout: 'Logout',
  },
  maintenance: {
    title: 'Website is under maintenance',
    body: 'The connection to the server failed. We keep trying and bring you back as soon as it answers.',
    retryIn: 'Next try in {{seconds}} s',
    retry: 'Try again now',
  },
  disconnect: {
    title: 'The connection to the server was interrupted',
    body: 'Trying to reconnect every 10 seconds. Your work on this page is kept.',
    countdown: 'Reconnecting… {{seconds}} s left',
    retry: 'Try again now',
  },
  session: {
    inactivityTitle: 'Are you still there?',
    inactivityBody:
      'You have been inactive for a while. You will be logged out automatically after {{timeInSeconds}} seconds.',
    expiryTitle: 'Your session is about to expire',
    expiryBody:
      'For your security you will be logged out automatically after {{timeInSeconds}} seconds.',
    continue: 'Continue',
    logout: 'Logout',
    expired: 'Your session has been expired',
  },
  /** The support launcher (the chat widget of spec 01 section 2.8). */
  support: {
    open: 'Help and support',
    title: 'Need help?',
    hint: 'Follow your support issues here. To report a problem with an order, open the order and choose Report an issue on its item.',
    issues: 'My support issues',
    messenger: 'Chat with us on Messenger',
  },
  /** The service worker's page for a navigation the server did not answer (build/serviceWorker.ts). */
  offline: {
    title: 'You are offline',
    body: 'Platfox cannot reach the server right now. Check your internet connection, then try again.',
    retry: 'Try again',
  },
  update: {
    message: 'A new system update is available.',
    now: 'Update now',
    later: 'Later',
  },
  /** A chunk of this tab's build is gone after an update (platform/staleVersion). */
  newVersion: {
    title: 'A new version is available',
    page: 'Platfox was updated since this tab was opened, and this screen changed with it. Reload to open it in the new version.',
    banner:
      'Platfox was updated since this tab was opened. Reload to continue with the new version.',
    reload: 'Reload',
    unsavedTitle: 'Reload with unsaved changes?',
    unsavedMessage:
      'This page has changes that are not saved yet, and reloading discards them. Save them first, or reload anyway.',
    reloadAnyway: 'Reload anyway',
  },
  processing: {
    default: 'Processing…',
  },
};

export default shellEn;
