import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PRINT_DESIGN_UPLOAD_MAX_FILES, type MassUploadPrintDesignsResult } from '@platfox/domain';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolated, Ltr } from '../../ui/Bidi';
import { printDesignsApi, usePrintDesignMutation } from './api';

/**
 * The printer's mass upload of print designs (spec 03 7.5 "mass-upload-print-designs"): files
 * named <slip code>-<print position> replace that item's design there (the names a download
 * gives them). Each file is answered: replaced, or refused with the server's reason.
 */
export function MassUploadDesigns() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const upload = usePrintDesignMutation<MassUploadPrintDesignsResult, File[]>({
    mutationFn: (chosen) => printDesignsApi.massUpload(chosen),
    onSuccess: () => setFiles([]),
  });
  const result = upload.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="mass-upload-designs">
      <Stack gap="sm">
        <Title order={4}>{t('printDesigns.upload.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('printDesigns.upload.hint', { max: PRINT_DESIGN_UPLOAD_MAX_FILES })}{' '}
          <Ltr>K7Q2M9XW4R7A-Front.png</Ltr>
        </Text>
        <FileInput
          multiple
          clearable
          accept="image/png,image/jpeg"
          label={t('printDesigns.upload.files')}
          placeholder={t('printDesigns.upload.placeholder')}
          value={files}
          onChange={setFiles}
          data-testid="mass-upload-files"
        />
        <Group>
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={files.length === 0 || files.length > PRINT_DESIGN_UPLOAD_MAX_FILES}
            loading={upload.isPending}
            onClick={() => upload.mutate(files)}
            data-testid="mass-upload-start"
          >
            {t('printDesigns.upload.start')}
          </Button>
        </Group>
        {upload.error && (
          <Alert color="red" data-testid="mass-upload-error">
            {upload.error.message}
          </Alert>
        )}
        {result && result.replaced.length > 0 && (
          <Alert
            color="green"
            title={t('printDesigns.upload.replaced', { count: result.replaced.length })}
          >
            <List size="sm" data-testid="mass-upload-replaced">
              {result.replaced.map((each) => (
                <List.Item key={each.fileName}>
                  <Ltr>{each.fileName}</Ltr>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {result && result.refused.length > 0 && (
          <Alert
            color="red"
            title={t('printDesigns.upload.refused', { count: result.refused.length })}
          >
            <List size="sm" data-testid="mass-upload-refused">
              {result.refused.map((each) => (
                <List.Item key={each.fileName}>
                  <Ltr>{each.fileName}</Ltr>: <Isolated>{each.reason}</Isolated>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
