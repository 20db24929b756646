import { humanizeFieldName } from '@platfox/domain';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../platform/api';
import accountsEn from '../../platform/i18n/locales/accounts/en';
import { fieldProblems, serverFieldErrors, type FieldProblem } from './formErrors';

type FieldName = keyof typeof accountsEn.validation.fields;

const isFieldName = (name: string): name is FieldName => name in accountsEn.validation.fields;

/** A field problem in the user's language: "The first name field is required". */
export function useProblemWording() {
  const { t } = useTranslation();
  return useCallback(
    (field: string, problem: FieldProblem) => {
      const last = field.split('.').at(-1) ?? field;
      const name = isFieldName(last)
        ? t(`accounts.validation.fields.${last}`)
        : humanizeFieldName(last);
      return t(`accounts.validation.${problem.rule}`, {
        name,
        min: problem.min ?? '',
        max: problem.max ?? '',
      });
    },
    [t],
  );
}

type Options<T, S extends z.ZodType> = {
  /** The domain's schema of the request body: the client checks what the server will check. */
  schema: S;
  /** The request body built from the form's values (trimmed strings, null for blanks...). */
  toBody: (values: T) => unknown;
  /** Fields that must not be blank, reported as "required" before any other rule. */
  required?: readonly string[];
};

/** The fields of a form that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withValueAt(target: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const object = typeof target === 'object' && target !== null ? target : {};
  const current = (object as Record<string, unknown>)[key];
  return { ...object, [key]: withValueAt(current, rest, value) };
}

/**
 * The state of one account form: values against a baseline (dirty = they differ), one message per
 * field from the domain schema or the server's `errors` map, and the focus sent to the first
 * invalid input (spec 01 section 5).
 */
export function useAccountForm<T extends object, S extends z.ZodType>(
  initial: T,
  options: Options<T, S>,
) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const word = useProblemWording();
  const { schema, toBody, required } = options;

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (!(String(key) in previous)) return previous;
      const { [String(key)]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  /** Sets a nested value by its path ("address.zipcode") and clears that field's message. */
  const setAt = useCallback((path: string, value: unknown) => {
    setValues((previous) => withValueAt(previous, path.split('.'), value) as T);
    setErrors((previous) => {
      if (!(path in previous)) return previous;
      const { [path]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const setFieldError = useCallback((field: string, message: string | null) => {
    setErrors((previous) => {
      const { [field]: _cleared, ...rest } = previous;
      return message ? { ...rest, [field]: message } : rest;
    });
  }, []);

  const reset = useCallback((next: T) => {
    setBaseline(next);
    setValues(next);
    setErrors({});
  }, []);

  /** Checks the values; the request body when they pass, else null with the messages shown. */
  const validate = useCallback((): z.output<S> | null => {
    const body = toBody(values);
    const result = schema.safeParse(body);
    const problems = fieldProblems(result.success ? [] : result.error.issues, body, required);
    const messages = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, word(field, problem)]),
    );
    setErrors(messages);
    if (Object.keys(messages).length > 0 || !result.success) {
      setFocusRequest((count) => count + 1);
      return null;
    }
    return result.data;
  }, [values, schema, toBody, required, word]);

  /** Puts the server's per-field messages under the fields; true when there were any. */
  const showServerErrors = useCallback((error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const messages = serverFieldErrors(error.errors);
    if (Object.keys(messages).length === 0) return false;
    setErrors(messages);
    setFocusRequest((count) => count + 1);
    return true;
  }, []);

  const isDirty = useMemo(() => !same(values, baseline), [values, baseline]);

  /**
   * The form's onSubmit: the browser's own submit stops, the fields are checked, and the body is
   * sent when they pass. `clear` runs first (a mutation's reset drops the last answer).
   */
  const submitWith =
    (send: (body: z.output<S>) => void, clear?: () => void) => (event: FormEvent) => {
      event.preventDefault();
      clear?.();
      const body = validate();
      if (body) send(body);
    };

  /** A text input bound to one field: its value, its change and its message, spread on the input. */
  const text = (key: TextKey<T>) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value as T[typeof key]),
    error: errors[key],
  });

  return {
    values,
    set,
    setAt,
    setValues,
    errors,
    setFieldError,
    isDirty,
    text,
    submitWith,
    reset,
    validate,
    showServerErrors,
    formRef,
  };
}

export type AccountForm<T extends object> = ReturnType<typeof useAccountForm<T, z.ZodType>>;
