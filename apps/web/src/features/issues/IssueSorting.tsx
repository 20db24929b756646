import { Select } from '@mantine/core';
import { ISSUE_ORIGINS, ISSUE_TYPES, type IssueView } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Fact } from '../../ui/Fact';
import { hasPermission } from '../after-sale/permissions';
import { issuesApi } from './api';

/**
 * An issue's type and origin: the back office's sorting (issue 31 item 11). An admin who may
 * change issues sets them here, saved at each choice; everyone else reads them.
 */
export function IssueSorting({
  issue,
  isAdmin,
  onChanged,
}: {
  issue: IssueView;
  isAdmin: boolean;
  onChanged: (issue: IssueView) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sort = useMutation({
    mutationFn: (body: Pick<IssueView, 'type' | 'origin'>) => issuesApi.sort(issue.id, body),
    onSuccess: onChanged,
  });
  if (!isAdmin || !hasPermission(user, 'ORDER_ITEM_DETAIL_UPDATE')) {
    return (
      <>
        <Fact label={t('issues.fields.type')}>{t(`issues.types.${issue.type}`)}</Fact>
        <Fact label={t('issues.fields.origin')}>{t(`issues.origins.${issue.origin}`)}</Fact>
      </>
    );
  }
  return (
    <>
      <Select
        size="xs"
        label={t('issues.fields.type')}
        data={ISSUE_TYPES.map((key) => ({ value: key, label: t(`issues.types.${key}`) }))}
        value={issue.type}
        allowDeselect={false}
        disabled={sort.isPending}
        onChange={(type) =>
          type && sort.mutate({ type: type as IssueView['type'], origin: issue.origin })
        }
        data-testid="issue-sorting-type"
      />
      <Select
        size="xs"
        label={t('issues.fields.origin')}
        data={ISSUE_ORIGINS.map((key) => ({ value: key, label: t(`issues.origins.${key}`) }))}
        value={issue.origin}
        allowDeselect={false}
        disabled={sort.isPending}
        onChange={(origin) =>
          origin && sort.mutate({ type: issue.type, origin: origin as IssueView['origin'] })
        }
        data-testid="issue-sorting-origin"
      />
      {sort.error ? <ApiErrorAlert error={sort.error} /> : null}
    </>
  );
}
