import { dataListEndpoints, type UserType } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../platform/api';

export type Option = { value: string; label: string };

const usersSchema = z.object({
  items: z.array(z.object({ id: z.string(), email: z.string(), fullName: z.string() }).loose()),
});

/**
 * Users whose e-mail contains the text (of these types, when given), through the 'user' list (it
 * needs USER_ACCESS; without it the search finds nobody): a coupon's members, a notification's
 * recipients. Chosen users stay listed so their labels keep showing; ids the search never found
 * show as themselves.
 */
export function useUserOptions(
  search: string,
  chosenIds: readonly string[],
  known: Option[],
  types?: readonly UserType[],
) {
  const text = search.trim();
  const { data = [] } = useQuery({
    queryKey: ['users', 'options', text, types ?? 'all'],
    enabled: text.length > 0,
    queryFn: ({ signal }) =>
      call(
        dataListEndpoints.postDataLists,
        {
          body: {
            model: 'user',
            filters: [
              { field: 'email', operation: 'ct', value: text },
              ...(types ? [{ field: 'type', operation: 'in' as const, value: [...types] }] : []),
            ],
            pagination: { page: 1, pageSize: 20 },
          },
        },
        { signal },
      ).then((answer) =>
        usersSchema.parse(answer).items.map((user) => ({
          value: user.id,
          label: `${user.fullName} <${user.email}>`,
        })),
      ),
  });
  const options = new Map<string, Option>(chosenIds.map((id) => [id, { value: id, label: id }]));
  for (const option of [...known, ...data]) options.set(option.value, option);
  return [...options.values()];
}
