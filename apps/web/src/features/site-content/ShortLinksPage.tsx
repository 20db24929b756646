import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { shortLinkBodySchema, SHORT_LINK_PATH_PREFIX } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ModalEditListPage } from '../../ui/ModalEditListPage';
import { publicUrl, siteContentApi, useShortLinkMutation } from './api';
import { shortLinkListColumns, shortLinkListConfig, type ShortLinkRow } from './lists';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { checkDraft, firstSegment } from '../../ui/form/checkDraft';

/** /a/short-link: the list with its visit counts, and a modal to create and edit a link. */
export default function ShortLinksPage() {
  const { t } = useTranslation();
  return (
    <ModalEditListPage
      columns={shortLinkListColumns}
      config={shortLinkListConfig}
      editLabel={t('siteContent.edit')}
      create={{ label: t('siteContent.shortLinks.create'), testId: 'short-link-create' }}
      editor={(row, close) => <ShortLinkModal row={row} onClose={close} />}
    />
  );
}

type Errors = Partial<Record<'shortCode' | 'pageLink', string>>;

function ShortLinkModal({ row, onClose }: { row: ShortLinkRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [shortCode, setShortCode] = useState(row?.shortCode ?? '');
  const [pageLink, setPageLink] = useState(row?.pageLink ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useShortLinkMutation({
    mutationFn: async (body: { shortCode: string; pageLink: string }) =>
      row ? siteContentApi.updateShortLink(row.id, body) : siteContentApi.createShortLink(body),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('siteContent.saved') });
      onClose();
    },
  });
  const submit = () => {
    const body = checkDraft(shortLinkBodySchema, { shortCode, pageLink }, setErrors, firstSegment);
    if (body === null) return;
    save.mutate(body);
  };
  const preview = shortCode ? publicUrl(`${SHORT_LINK_PATH_PREFIX}${shortCode}`) : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={row ? t('siteContent.shortLinks.edit') : t('siteContent.shortLinks.create')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md" data-testid="short-link-modal">
          <ApiErrorAlert error={save.error} testId="short-link-error" />
          <TextInput
            label={t('siteContent.shortLinks.shortCode')}
            description={preview ? <bdi dir="ltr">{preview}</bdi> : undefined}
            withAsterisk
            value={shortCode}
            error={errors.shortCode ?? fieldError(save.error, 'shortCode')}
            onChange={(event) => setShortCode(event.currentTarget.value)}
            data-testid="short-link-code"
          />
          <TextInput
            label={t('siteContent.shortLinks.pageLink')}
            description={t('siteContent.shortLinks.pageLinkHint')}
            withAsterisk
            dir="ltr"
            value={pageLink}
            error={errors.pageLink ?? fieldError(save.error, 'pageLink')}
            onChange={(event) => setPageLink(event.currentTarget.value)}
            data-testid="short-link-page"
          />
          <SubmitRow
            isPending={save.isPending}
            testId="short-link-save"
            cancel={{ label: t('siteContent.cancel'), onClick: onClose }}
          >
            {t('siteContent.save')}
          </SubmitRow>
        </Stack>
      </form>
    </Modal>
  );
}
