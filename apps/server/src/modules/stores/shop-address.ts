import { STORE_MESSAGES } from '@platfox/domain';
import { badRequest } from '../../platform/errors';
import type { StorePlatform } from './platforms/types';

/** The shop's address in the platform's one spelling; a 400 on the field when it is none. */
export function domainOf(platform: StorePlatform, input: string): string {
  if (!platform.normaliseDomain) return input.trim();
  try {
    return platform.normaliseDomain(input);
  } catch (error) {
    const message = error instanceof Error ? error.message : STORE_MESSAGES.typeUnsupported;
    throw badRequest(message, { domain: message });
  }
}

/** A store's name until the platform tells us better: its host. */
export function nameOf(domain: string): string {
  return domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
}
