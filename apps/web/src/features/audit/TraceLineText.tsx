import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { traceLine } from './traceWording';

/**
 * A trace line as the reader's language says it (issue 31), with the words recorded at the time
 * in its title. A line of no known format is the server's or a person's own words: isolated as
 * data, as written.
 */
export function TraceLineText({ description, testId }: { description: string; testId?: string }) {
  const { t } = useTranslation();
  const { text, isWorded } = traceLine(t, description);
  return isWorded ? (
    <Text size="sm" title={description} data-testid={testId}>
      {text}
    </Text>
  ) : (
    <Text size="sm" component="bdi" dir="auto" data-testid={testId}>
      {text}
    </Text>
  );
}
