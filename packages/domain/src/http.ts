/** HTTP titles of the error page (spec 01 section 8, spec 03 section 8). */
export const HTTP_ERROR_TITLES: Record<number, string> = {
  0: 'Page Not Found',
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Access Denied',
  404: 'Page Not Found',
  408: 'Request Timeout',
  412: 'Precondition Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  511: 'Network Authentication Required',
};

/** Statuses that lead the web client to the error page (spec 03 section 8). */
export function isErrorPageStatus(status: number): boolean {
  return [400, 403, 404, 429].includes(status) || (status >= 500 && status <= 511);
}

/** 403 messages the web client reacts to, so server and client read them from one place. */
export const VERIFY_EMAIL_FIRST = 'Please verify your e-mail address';
export const OWNER_VERIFICATION_REQUIRED = 'Owner verification required';
