import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type en from '../platform/i18n/locales/en';
import { homeOf, useCurrentUser } from '../platform/session';

type HttpErrorKey = keyof typeof en.httpErrors;
type MessageKey = keyof typeof en.errorPage.messages;

const isHttpErrorKey = (key: string): key is HttpErrorKey =>
  [
    '0',
    '400',
    '401',
    '402',
    '403',
    '404',
    '408',
    '412',
    '422',
    '429',
    '500',
    '501',
    '511',
  ].includes(key);

function messageKey(status: number): MessageKey {
  if (status === 0 || status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'server';
  return 'default';
}

/**
 * The error page (spec 01 section 2.8): the status in large digits, its mapped title, a message,
 * and a way back to the user's dashboard (or the sign-in page). Status 0 reads as a 404.
 */
export function ErrorPage({ status = 404 }: { status?: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const shown = status === 0 ? 404 : status;
  const key = String(status);
  const titleKey: HttpErrorKey = isHttpErrorKey(key) ? key : status >= 500 ? '500' : '400';
  return (
    <Center mih="60vh" p="xl" data-testid="error-page">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={120} fw={900} lh={1} c="dimmed" data-testid="error-status">
          {shown}
        </Text>
        <Title order={2} data-testid="error-title">
          {t(`httpErrors.${titleKey}`)}
        </Title>
        <Text c="dimmed">{t(`errorPage.messages.${messageKey(status)}`)}</Text>
        <Button component={Link} to={homeOf(user)} mt="md" data-testid="error-back">
          {t('errorPage.back')}
        </Button>
      </Stack>
    </Center>
  );
}
