import { statusColor, trackingUrl, type DataListRow } from '@platfox/domain';
import type { ReactNode } from 'react';
import { useT, type T } from '../../../platform/i18n/useT';
import { useCurrentUser } from '../../../platform/session';
import classes from './CellValue.module.css';
import defaultImage from '../default-image.svg';
import type { DataListColumn } from '../types';
import { columnKindOf } from '../columns';
import { CopyButton } from './CopyButton';
import { IdCell } from './IdCell';
import { RowLink } from './RowLink';
import { arrayValues, formatListMoney, formatListTime, isAbsoluteUrl, plainText } from './format';
import { imageViewOf, type ImageView } from './imageView';
import { AuthImage } from '../../AuthImage';
import { STATUS_PILL_COLORS } from '../../StatusBadge';
import { StatusPill } from '../../StatusPill';
import { compositeStatusLabels } from '../../statusLabel';

export type CellProps<TRow extends DataListRow> = {
  row: TRow;
  column: DataListColumn<TRow>;
  /** The row's detail or edit route (with m and q), for link cells. */
  rowLink: string | null;
  onOpenImage: (view: ImageView) => void;
};

/** Stops a click inside a cell from also toggling the row's selection. */
const keepToCell = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A cell by its column's typeShow and display (spec 02 section 3.3), with the copy button when
 * the column asks for it. A column's own render wins. An id column shows the short id and always
 * copies the full one.
 */
export function CellValue<TRow extends DataListRow>(props: CellProps<TRow>) {
  const { row, column } = props;
  const t = useT();
  const isId = columnKindOf(column) === 'id';
  if (isId && !column.render) {
    const rowLink = column.display === 'link' ? props.rowLink : null;
    return <IdCell id={plainText(row[column.key])} rowLink={rowLink} />;
  }
  const rendered = column.render ? column.render(row) : null;
  // A column's own text (a short id, a name) is data as much as a default cell's.
  const content =
    typeof rendered === 'string' || typeof rendered === 'number' ? (
      <bdi>{rendered}</bdi>
    ) : column.render ? (
      rendered
    ) : (
      <DefaultCell {...props} />
    );
  const copyText = column.isShowCopyIcon || isId ? plainText(row[column.key]) : '';
  if (!copyText) return content;
  return (
    <span className={classes.row} data-nowrap>
      {content}
      <CopyButton value={copyText} label={isId ? t('dataList.copy.copyId') : undefined} />
    </span>
  );
}

function DefaultCell<TRow extends DataListRow>({
  row,
  column,
  rowLink,
  onOpenImage,
}: CellProps<TRow>) {
  const t = useT();
  const value = row[column.key];
  const text = plainText(value);

  if (column.typeShow === 'image') {
    const view = imageViewOf(row, column.key);
    return (
      <button
        type="button"
        className={classes.imageButton}
        onClick={(event) => {
          keepToCell(event);
          if (view) onOpenImage(view);
        }}
        disabled={!view}
        aria-label={t('dataList.image.open')}
        data-testid="cell-image"
      >
        <AuthImage
          src={view?.main}
          fallbackSrc={defaultImage}
          w={48}
          h={48}
          radius="sm"
          fit="cover"
          alt=""
        />
      </button>
    );
  }
  if (column.typeShow === 'checkbox' || column.typeShow === 'boolean') {
    if (value === null || value === undefined) return null;
    if (column.typeShow === 'checkbox') {
      return <input type="checkbox" checked={value === true} readOnly aria-label={column.label} />;
    }
    return (
      <StatusPill color={value === true ? 'teal' : 'gray'}>
        {value === true ? t('dataList.boolean.yes') : t('dataList.boolean.no')}
      </StatusPill>
    );
  }
  if (column.typeShow === 'time') return <Nowrap>{formatListTime(value)}</Nowrap>;

  switch (column.display) {
    case 'money':
      return (
        <Nowrap>
          <bdi>{formatListMoney(value)}</bdi>
        </Nowrap>
      );
    case 'email':
      return text ? (
        <a className={classes.link} href={`mailto:${text}`} onClick={keepToCell} dir="ltr">
          {text}
        </a>
      ) : null;
    case 'tracking':
      return <TrackingCell row={row} code={text} />;
    case 'orderStatus':
      return <StatusBadges value={value} t={t} />;
    case 'link':
      if (isAbsoluteUrl(text)) {
        return (
          <a
            className={classes.link}
            href={text}
            target="_blank"
            rel="noopener noreferrer"
            onClick={keepToCell}
            dir="ltr"
          >
            {text}
          </a>
        );
      }
      return rowLink && text ? (
        <RowLink
          className={`${classes.link} ${classes.strong}`}
          to={rowLink}
          testId="row-link"
          dir="auto"
        >
          {text}
        </RowLink>
      ) : (
        <bdi>{text}</bdi>
      );
    case 'array':
      return <Badges values={arrayValues(value)} />;
    default:
      break;
  }
  if (column.typeShow === 'array') return <Badges values={arrayValues(value)} />;
  // Cell text is data: isolated, so a phone or a street keeps its own direction (issue 15).
  return <bdi>{text}</bdi>;
}

/** A date or an amount: one line, and left to right in Arabic too ("11/25/2026 06:36"). */
function Nowrap({ children }: { children: ReactNode }) {
  return (
    <span className={classes.nowrap} dir="ltr">
      {children}
    </span>
  );
}

function Badges({ values }: { values: string[] }) {
  if (values.length === 0) return null;
  return (
    <span className={classes.row}>
      {values.map((value) => (
        <StatusPill key={value} color="gray">
          <bdi>{value}</bdi>
        </StatusPill>
      ))}
    </span>
  );
}

/** A composite status, one badge per part, coloured by the part's status group. */
function StatusBadges({ value, t }: { value: unknown; t: T }) {
  const parts = typeof value === 'string' ? compositeStatusLabels(t, value) : [];
  if (parts.length === 0) return null;
  return (
    <span className={classes.row}>
      {parts.map((part) => (
        <StatusPill key={part.label} color={STATUS_PILL_COLORS[statusColor(part.status)]}>
          {part.label}
        </StatusPill>
      ))}
    </span>
  );
}

type TrackingCode = { trackingCode?: unknown; trackingCarrierCode?: unknown };

/** A tracking code opening its carrier's page, and the row's other codes below it. */
function TrackingCell({ row, code }: { row: DataListRow; code: string }) {
  // Sellers do not see the other tracking codes (spec 02 section 6).
  const isSeller = useCurrentUser()?.type === 'SELLER';
  const carrier = typeof row.trackingCarrierCode === 'string' ? row.trackingCarrierCode : null;
  const others =
    !isSeller && Array.isArray(row.otherTrackingCodes)
      ? (row.otherTrackingCodes as TrackingCode[]).filter(
          (other) => typeof other?.trackingCode === 'string' && other.trackingCode !== '',
        )
      : [];
  const codes = [
    ...(code ? [{ code, carrier }] : []),
    ...others.map((other) => ({
      code: String(other.trackingCode),
      carrier: typeof other.trackingCarrierCode === 'string' ? other.trackingCarrierCode : null,
    })),
  ];
  if (codes.length === 0) return null;
  return (
    <span className={classes.stack}>
      {codes.map((item) => (
        <a
          key={`${item.carrier ?? ''}:${item.code}`}
          className={classes.link}
          href={trackingUrl(item.carrier, item.code)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={keepToCell}
          data-testid="tracking-link"
          dir="ltr"
        >
          {item.code}
        </a>
      ))}
    </span>
  );
}
