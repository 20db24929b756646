import { useTranslation } from 'react-i18next';
import { ModalEditListPage } from '../../ui/ModalEditListPage';
import { sitePageListColumns, sitePageListConfig } from './lists';
import { SitePageEditor } from './SitePageEditor';

/** /a/font-site/dynamic-site-page: the site's pages, each edited in a modal on this screen. */
export default function SitePagesPage() {
  const { t } = useTranslation();
  return (
    <ModalEditListPage
      columns={sitePageListColumns}
      config={sitePageListConfig}
      editLabel={t('siteContent.edit')}
      create={{ label: t('siteContent.pages.create'), testId: 'site-page-create' }}
      editor={(row, close) => <SitePageEditor id={row?.id ?? null} onClose={close} />}
    />
  );
}
