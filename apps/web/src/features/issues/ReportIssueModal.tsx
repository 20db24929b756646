import { Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { CLAIM_REASONS, type ClaimReason, type IssueAction, type IssueView } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { issuesApi } from './api';
import { useClaimWindow } from './claimWindow';
import { editedAddress } from '../orders/cart';
import { NO_REPRINT_CHOICE, ReprintAddress, type ReprintChoice } from './ReprintAddress';
import { issueChoices } from './listConfig';
import { PhotoPicker, type UploadedPhoto } from './PhotoPicker';

/** An item the seller may report on: its id, its order, how it reads. */
export type ReportableItem = { id: string; orderId: string; label: string };

/**
 * The seller's claim (spec 03 section 3.5; issue 31 item 11): one item, and other items of its
 * order if they share the problem; the reason from the sellers' list, description, photos and
 * the wanted action. Type and origin are the admin's. The claim window is said; a reprint's
 * address is confirmed or edited before sending.
 */
export function ReportIssueModal({
  opened,
  items,
  initialItemId,
  onClose,
  onDone,
}: {
  opened: boolean;
  items: readonly ReportableItem[];
  initialItemId?: string | null;
  onClose: () => void;
  onDone: (issue: IssueView) => void;
}) {
  const { t } = useTranslation();
  const [itemId, setItemId] = useState<string | null>(initialItemId ?? null);
  const [others, setOthers] = useState<string[]>([]);
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [action, setAction] = useState<IssueAction>('REPRINT');
  const [reprint, setReprint] = useState<ReprintChoice>(NO_REPRINT_CHOICE);
  const windowDays = useClaimWindow(opened).data;
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const chosen = itemId ?? initialItemId ?? null;
  const orderOf = items.find((item) => item.id === chosen)?.orderId;
  const siblings = items.filter((item) => item.orderId === orderOf && item.id !== chosen);
  const newAddress = reprint.edited ? editedAddress(reprint.edited) : null;
  const isAddressSettled =
    action !== 'REPRINT' || (reprint.edited ? newAddress !== null : reprint.isConfirmed);

  const send = useMutation({
    mutationFn: () =>
      issuesApi.report(chosen ?? '', {
        reason: reason ?? 'OTHER',
        action,
        ...(action === 'REPRINT' && newAddress ? { reprintAddress: newAddress } : {}),
        description: description.trim(),
        imageIds: photos.map((photo) => photo.id),
        orderItemIds: others.filter((id) => siblings.some((item) => item.id === id)),
      }),
    onSuccess: (issue) => {
      setDescription('');
      setPhotos([]);
      setOthers([]);
      setReprint(NO_REPRINT_CHOICE);
      onDone(issue);
    },
  });
  const listed = issueChoices(t);
  const choices = (group: keyof typeof listed) =>
    listed[group].map((choice) => ({ value: choice.key, label: choice.label }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('issues.report.title')} centered>
      <Stack gap="sm" data-testid="issue-report-modal">
        {windowDays !== undefined && (
          <Text size="sm" c="dimmed" data-testid="issue-claim-window">
            {t('issues.report.window', { count: windowDays })}
          </Text>
        )}
        {items.length === 0 ? (
          <Text size="sm">{t('issues.report.noItems')}</Text>
        ) : (
          <Select
            label={t('issues.report.item')}
            placeholder={t('issues.report.itemPlaceholder')}
            data={items.map((item) => ({ value: item.id, label: item.label }))}
            value={chosen}
            onChange={(value) => {
              setItemId(value);
              setOthers([]);
              setReprint(NO_REPRINT_CHOICE);
            }}
            searchable
            required
            data-testid="issue-item"
          />
        )}
        {siblings.length > 0 && (
          <Checkbox.Group label={t('issues.report.otherItems')} value={others} onChange={setOthers}>
            <Stack gap={4} mt={4}>
              {siblings.map((item) => (
                <Checkbox key={item.id} value={item.id} label={<bdi>{item.label}</bdi>} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Select
          label={t('issues.report.reason')}
          placeholder={t('issues.report.reasonPlaceholder')}
          data={CLAIM_REASONS.map((key) => ({ value: key, label: t(`issues.reasons.${key}`) }))}
          value={reason}
          onChange={(value) => setReason(value as ClaimReason | null)}
          allowDeselect={false}
          required
          data-testid="issue-reason"
        />
        <Select
          label={t('issues.fields.action')}
          data={choices('actions')}
          value={action}
          onChange={(value) => value && setAction(value as IssueAction)}
          allowDeselect={false}
          data-testid="issue-action"
        />
        {action === 'REPRINT' && orderOf && (
          <ReprintAddress orderId={orderOf} value={reprint} onChange={setReprint} />
        )}
        <Textarea
          label={t('issues.report.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={2000}
          rows={3}
          required
          data-testid="issue-description"
        />
        <Stack gap={4}>
          <Text size="sm">{t('issues.report.photos')}</Text>
          <Text size="xs" c="dimmed">
            {t('issues.report.photosHint')}
          </Text>
          <PhotoPicker
            photos={photos}
            onChange={setPhotos}
            label={t('issues.conversation.addPhoto')}
          />
        </Stack>
        <ApiErrorAlert error={send.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('issues.report.cancel')}
          </Button>
          <Button
            onClick={() => send.mutate()}
            loading={send.isPending}
            disabled={
              !chosen ||
              !reason ||
              description.trim() === '' ||
              photos.length === 0 ||
              !isAddressSettled
            }
            data-testid="issue-submit"
          >
            {t('issues.report.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
