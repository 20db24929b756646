import { useT } from '../../../platform/i18n/useT';
import classes from './CellValue.module.css';
import { CopyButton } from './CopyButton';
import { RowLink } from './RowLink';
import { shortId } from './format';

/**
 * An id cell: the readable short id (a link to the row when the column is its link), the full id
 * in its title, and a copy button that copies the full id. A uuid in full took the widest column.
 */
export function IdCell({ id, rowLink }: { id: string; rowLink: string | null }) {
  const t = useT();
  if (!id) return null;
  const short = shortId(id);
  return (
    <span className={classes.row} data-nowrap data-testid="id-cell">
      {rowLink ? (
        <RowLink
          className={`${classes.link} ${classes.id}`}
          to={rowLink}
          title={id}
          testId="id-link"
        >
          {short}
        </RowLink>
      ) : (
        <span className={classes.id} title={id}>
          {short}
        </span>
      )}
      <CopyButton value={id} label={t('dataList.copy.copyId')} />
    </span>
  );
}
