import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_CODE_MESSAGES } from '@platfox/domain';
import { isApiError, isCancelledRequest, prefetchErrorBody } from '../../platform/api';
import { navigateTo, prepareNavigation } from '../../platform/navigation';
import { homeOf, prefetchSessionCalls, signIn } from '../../platform/session';
import { takeStoreCallback } from '../stores/storeCallback';
import { tiktokRedirectAfterSignIn } from '../stores/tiktokRedirect';
import {
  LOGIN_FIELDS,
  serverFieldErrors,
  validateLogin,
  type LoginField,
  type LoginValues,
} from './loginForm';

/** Sign-in (spec 01 section 2.1): e-mail, password, remember me. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', rememberMe: false });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  // The second proof (issue 29, item 11): after many failed attempts on the account from other
  // places, the server asks this device for the code it mailed to the account's owner.
  const [isCodeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  // What signing in needs beyond the form (the contract, zod) is fetched once the form is shown.
  useEffect(() => {
    prefetchSessionCalls();
    prefetchErrorBody();
  }, []);

  const login = useMutation({
    mutationFn: signIn,
    // A shop's callback that arrived signed out is finished first (see storeCallback).
    // The sign-in page may run without the router (main.tsx): navigateTo starts the app there.
    onSuccess: (auth) =>
      navigateTo(
        takeStoreCallback(auth.user) ?? tiktokRedirectAfterSignIn(auth.user) ?? homeOf(auth.user),
        { replace: true },
      ),
    onError: (error) => {
      if (!isApiError(error)) return;
      setFieldErrors(serverFieldErrors(error.errors));
      const asked = error.errors.code;
      if (asked) {
        setCodeAsked(true);
        setCodeError(asked === SIGN_IN_CODE_MESSAGES.invalid ? t('auth.codeInvalid') : undefined);
      }
    },
  });

  const alert = (() => {
    const error = login.error;
    if (!error || isCancelledRequest(error)) return null;
    if (isApiError(error) && error.kind === 'network') return t('errors.connection');
    if (isApiError(error) && error.errors.code) return t('auth.codeRequired');
    return isApiError(error) && error.message ? error.message : t('auth.loginFailed');
  })();

  const change = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    // Signing in is under way: what the next page needs (the app's code) starts loading.
    prepareNavigation();
    setValues((previous) => ({ ...previous, [key]: value }));
    if (key in fieldErrors) setFieldErrors(({ [key as LoginField]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rules = validateLogin(values);
    const messages: Partial<Record<LoginField, string>> = {};
    for (const field of LOGIN_FIELDS) {
      const rule = rules[field];
      if (rule)
        messages[field] = t(`validation.${rule}`, { name: t(`validation.fields.${field}`) });
    }
    setFieldErrors(messages);
    const firstInvalid = LOGIN_FIELDS.find((field) => messages[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (isCodeAsked && !/^\d{6}$/.test(code.trim())) {
      setCodeError(t('auth.codeFormat'));
      return;
    }
    prepareNavigation();
    login.mutate({
      ...values,
      email: values.email.trim(),
      ...(isCodeAsked ? { code: code.trim() } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="login-error">
            {alert}
          </Alert>
        )}
        <TextInput
          ref={(element) => {
            inputs.current.email = element;
          }}
          type="email"
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          autoComplete="username"
          withAsterisk
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={fieldErrors.email}
          errorProps={{ 'data-testid': 'login-email-error' }}
          data-testid="login-email"
        />
        <PasswordInput
          ref={(element) => {
            inputs.current.password = element;
          }}
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={fieldErrors.password}
          errorProps={{ 'data-testid': 'login-password-error' }}
          data-testid="login-password"
        />
        {isCodeAsked && (
          <TextInput
            label={t('auth.code')}
            description={t('auth.codeSent')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(undefined);
            }}
            error={codeError}
            errorProps={{ 'data-testid': 'login-code-error' }}
            data-testid="login-code"
          />
        )}
        <Checkbox
          label={t('auth.rememberMe')}
          checked={values.rememberMe}
          onChange={(event) => change('rememberMe', event.currentTarget.checked)}
          data-testid="login-remember"
        />
        <Button type="submit" loading={login.isPending} fullWidth data-testid="login-submit">
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
