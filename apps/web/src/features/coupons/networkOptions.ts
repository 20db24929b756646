import { useQuery } from '@tanstack/react-query';
import { networkKeys, networksApi } from '../networks/api';
import type { Option } from '../users/userOptions';

/**
 * The networks a coupon may name, labelled by code and owner. Chosen ids the list does not hold
 * (a network deleted with its owner) still show, as themselves, so they can be removed.
 */
export function useNetworkOptions(chosenIds: readonly string[], enabled: boolean): Option[] {
  const { data = [] } = useQuery({
    queryKey: networkKeys.choices,
    queryFn: ({ signal }) => networksApi.choices(signal),
    enabled,
  });
  const options = new Map<string, Option>(chosenIds.map((id) => [id, { value: id, label: id }]));
  for (const network of data) {
    options.set(network.id, {
      value: network.id,
      label: `${network.code} (${network.ownerEmail})`,
    });
  }
  return [...options.values()];
}
