/**
 * E-mail pattern (spec 03 section 5): empty allowed; a local part, an at sign, a domain or a
 * bracketed IPv4 address, with a top-level part of at least two letters.
 */
export const EMAIL_PATTERN =
  /^$|^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
