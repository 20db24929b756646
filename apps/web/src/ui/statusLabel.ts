import { parseCompositeStatus } from '@platfox/domain';
import type { TFunction } from 'i18next';
import en from '../platform/i18n/locales/en';

type KnownStatus = keyof typeof en.statuses;

function isKnownStatus(value: string): value is KnownStatus {
  return Object.hasOwn(en.statuses, value);
}

/**
 * The one way a status reaches the screen (issue 15): its label in the user's language, for every
 * enumeration of the domain. Statuses arrive in upper case from the server and in lower case from
 * some list filters, so the case is ignored. One the dictionary lacks (a newer server) reads as
 * its words: "SOME_STATUS" becomes "Some status".
 */
export function statusLabel(t: TFunction, status: string): string {
  const key = status.trim().toUpperCase();
  if (isKnownStatus(key)) return t(`statuses.${key}`);
  const words = key.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each part of a composite status ("IN_TRANSIT:2|PICKED"): its status and its shown label. */
export function compositeStatusLabels(
  t: TFunction,
  value: string | null | undefined,
): { status: string; label: string }[] {
  return parseCompositeStatus(value).map((part) => ({
    status: part.status,
    label: part.suffix
      ? `${statusLabel(t, part.status)}: ${part.suffix}`
      : statusLabel(t, part.status),
  }));
}

/** Filter choices of a status column, labelled as the badges are. */
export function statusChoices(
  t: TFunction,
  statuses: readonly string[],
): { key: string; label: string }[] {
  return statuses.map((status) => ({ key: status, label: statusLabel(t, status) }));
}
