import { platformEndpoints } from '@platfox/domain';
import { call } from '.';

/** Asks the server's health endpoint: a retry after the connection banner showed. */
export const ping = () => call(platformEndpoints.getHealth, {}, { isCancelExempt: true });
