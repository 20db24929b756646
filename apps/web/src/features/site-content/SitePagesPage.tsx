import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import { sitePageListColumns, sitePageListConfig } from './lists';
import { SitePageEditor } from './SitePageEditor';

/** /a/font-site/dynamic-site-page: the site's pages, each edited in a modal on this screen. */
export default function SitePagesPage() {
  const { t } = useTranslation();
  // undefined: closed; null: creating; an id: editing that page.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const columns = useMemo(() => sitePageListColumns(t), [t]);
  const config = useMemo(
    () =>
      sitePageListConfig({
        key: 'edit',
        label: t('siteContent.edit'),
        icon: <IconPencil size={16} />,
        isMultipleClicksAllowed: true,
        run: (row) => setEditing(row.id),
      }),
    [t],
  );
  return (
    <>
      <ListPage
        config={config}
        columns={columns}
        create={{
          onClick: () => setEditing(null),
          label: t('siteContent.pages.create'),
          testId: 'site-page-create',
        }}
      />
      {editing !== undefined && (
        <SitePageEditor key={editing ?? 'new'} id={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
