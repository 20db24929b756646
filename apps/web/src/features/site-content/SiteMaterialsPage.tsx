import {
  Button,
  ColorInput,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SITE_MATERIAL_TYPES,
  siteMaterialBodySchema,
  type SiteMaterial,
  type SiteMaterialType,
} from '@platfox/domain';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api';
import { ApiErrorAlert, useApiErrorText } from '../../ui/ApiErrorAlert';
import { AuthImage } from '../../ui/AuthImage';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { ModalEditListPage } from '../../ui/ModalEditListPage';
import { catalogApi } from '../catalog/api';
import { siteContentApi, siteContentKeys, useSiteMaterialMutation } from './api';
import { siteMaterialListColumns, siteMaterialListConfig } from './materialLists';
import { ImageUploadButton } from '../../ui/ImageUploadButton';

/** /a/font-site/materials: the site's colours and materials with their images, edited in a modal. */
export default function SiteMaterialsPage() {
  const { t } = useTranslation();
  return (
    <ModalEditListPage
      columns={siteMaterialListColumns}
      config={siteMaterialListConfig}
      editLabel={t('siteContent.edit')}
      create={{ label: t('siteContent.materials.create'), testId: 'site-material-create' }}
      editor={(row, close) => <SiteMaterialModal id={row?.id ?? null} onClose={close} />}
    />
  );
}

/** Creates a material (id null) or edits one, read first (the list row has no image id). */
function SiteMaterialModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const read = useQuery({
    queryKey: siteContentKeys.material(id ?? 'new'),
    queryFn: ({ signal }) => siteContentApi.material(id!, signal),
    enabled: id !== null,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={id ? t('siteContent.materials.edit') : t('siteContent.materials.create')}
    >
      {id && !read.data ? (
        read.error ? (
          <ApiErrorAlert error={read.error} />
        ) : (
          <Loader />
        )
      ) : (
        <SiteMaterialForm material={read.data ?? null} onClose={onClose} />
      )}
    </Modal>
  );
}

type Draft = {
  type: SiteMaterialType;
  name: string;
  value: string;
  description: string;
  imageId: string | null;
  imageUrl: string | null;
};

function SiteMaterialForm({
  material,
  onClose,
}: {
  material: SiteMaterial | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({
    type: material?.type ?? 'COLOR',
    name: material?.name ?? '',
    value: material?.value ?? '',
    description: material?.description ?? '',
    imageId: material?.imageId ?? null,
    imageUrl: material?.imageUrl ?? null,
  });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'value', string>>>({});
  const set = (change: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...change }));
  const upload = useMutation({
    mutationFn: (file: File) => catalogApi.uploadImage(file),
    onSuccess: (image) => set({ imageId: image.id, imageUrl: image.thumbnailUrl ?? image.url }),
  });
  const uploadError = useApiErrorText(upload.error);
  const save = useSiteMaterialMutation({
    mutationFn: (body: Omit<Draft, 'imageUrl'>) =>
      material
        ? siteContentApi.updateMaterial(material.id, body)
        : siteContentApi.createMaterial(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('siteContent.saved') });
      onClose();
    },
  });
  const submit = () => {
    const { imageUrl: _shown, ...body } = draft;
    const checked = siteMaterialBodySchema.safeParse(body);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
      setErrors({
        ...(fields.has('name') ? { name: t('siteContent.materials.nameRequired') } : {}),
        ...(fields.has('value') ? { value: t('siteContent.materials.valueInvalid') } : {}),
      });
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" data-testid="site-material-modal">
        <ApiErrorAlert error={save.error} />
        <SegmentedControl
          value={draft.type}
          onChange={(value) => set({ type: value as SiteMaterialType })}
          data={SITE_MATERIAL_TYPES.map((value) => ({
            value,
            label: t(`siteContent.materials.types.${value}`),
          }))}
          data-testid="site-material-type"
        />
        <TextInput
          label={t('siteContent.materials.name')}
          withAsterisk
          value={draft.name}
          error={errors.name ?? fieldError(save.error, 'name')}
          onChange={(event) => set({ name: event.currentTarget.value })}
          data-testid="site-material-name"
        />
        {draft.type === 'COLOR' && (
          <ColorInput
            label={t('siteContent.materials.value')}
            withAsterisk
            format="hex"
            value={draft.value}
            error={errors.value ?? fieldError(save.error, 'value')}
            onChange={(value) => set({ value })}
            data-testid="site-material-value"
          />
        )}
        <Textarea
          label={t('siteContent.materials.description')}
          rows={3}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('siteContent.materials.image')}
          </Text>
          <Group gap="sm" align="center">
            {draft.imageUrl && (
              <AuthImage src={draft.imageUrl} w={64} h={64} radius="sm" fit="cover" alt="" />
            )}
            <ImageUploadButton
              upload={upload}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              testId="site-material-upload"
            >
              {draft.imageId
                ? t('siteContent.materials.replaceImage')
                : t('siteContent.materials.uploadImage')}
            </ImageUploadButton>
            {draft.imageId && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconX size={14} />}
                onClick={() => set({ imageId: null, imageUrl: null })}
              >
                {t('siteContent.materials.removeImage')}
              </Button>
            )}
          </Group>
          {(uploadError ?? fieldError(save.error, 'imageId')) && (
            <Text c="red" size="xs">
              {uploadError ?? fieldError(save.error, 'imageId')}
            </Text>
          )}
        </Stack>
        <SubmitRow
          isPending={save.isPending}
          testId="site-material-save"
          cancel={{ label: t('siteContent.cancel'), onClick: onClose }}
        >
          {t('siteContent.save')}
        </SubmitRow>
      </Stack>
    </form>
  );
}
