import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../ui/ApiErrorAlert';

type PdfPreviewModalProps = {
  /** What to show: null keeps the modal closed. */
  file: { key: string; title: string; load: () => Promise<Blob> } | null;
  onClose: () => void;
  testId: string;
};

/**
 * A PDF shown in place (spec 02 section 2.3's invoice and tracking-label previews). The file is
 * read with the session's token and shown from a local object address, dropped on close.
 */
export function PdfPreviewModal({ file, onClose, testId }: PdfPreviewModalProps) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.title} size="xl" centered>
      {file && <PdfFrame file={file} testId={testId} />}
    </Modal>
  );
}

function PdfFrame({
  file,
  testId,
}: { file: NonNullable<PdfPreviewModalProps['file']> } & {
  testId: string;
}) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ['audit', 'pdf', file.key],
    queryFn: file.load,
    retry: false,
    gcTime: 0,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const error = useApiErrorText(blob.error);
  if (blob.isError) {
    return (
      <Alert color="red" data-testid={`${testId}-error`}>
        {error ?? t('audit.preview.failed')}
      </Alert>
    );
  }
  if (!url) {
    return (
      <Center mih={200}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <iframe
      src={url}
      title={file.title}
      data-testid={testId}
      style={{ width: '100%', height: '70vh', border: 0 }}
    />
  );
}
