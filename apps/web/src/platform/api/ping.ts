import { pathOf, platformEndpoints } from '@platfox/domain';
import { api } from '.';

/** Asks the server's health endpoint: a retry after the connection banner showed. */
export const ping = () => api.get(pathOf(platformEndpoints.getHealth), { isCancelExempt: true });
