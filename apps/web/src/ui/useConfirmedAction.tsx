import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ApiErrorAlert } from './ApiErrorAlert';
import { ConfirmDialog } from './ConfirmDialog';

/** A text of the question, fixed or worded for the row it is asked about. */
type Worded<T, R> = R | ((target: T) => R);

type ConfirmedActionOptions<T> = {
  title: Worded<T, string>;
  message: Worded<T, ReactNode>;
  confirmLabel: Worded<T, string>;
  /** Red for what cannot be undone (delete, cancel, revoke). */
  isDanger?: boolean;
  testId?: string;
  /** The refusal's test id, where a screen's tests name it. */
  errorTestId?: string;
  /**
   * Runs on "yes". While it runs the dialog waits; when it fails the dialog stays open with the
   * server's reason; when it succeeds the dialog closes.
   */
  run: (target: T) => Promise<unknown> | void;
};

export type ConfirmedAction<T> = {
  /** Asks about this target (a button's click). */
  ask: (target: T) => void;
  /**
   * Asks about this target from a list's row action: the promise settles when the question is
   * answered, so the row's button spins until then and a "no" leaves the row as it was.
   */
  askRow: (target: T) => Promise<void>;
  /** The dialog, rendered once on the page. */
  dialog: ReactNode;
};

const word = <T, R>(text: Worded<T, R>, target: T): R =>
  typeof text === 'function' ? (text as (target: T) => R)(target) : text;

/**
 * A row action with a confirmation (issue 30 item 4): the question, its pending state, the
 * server's refusal inside the dialog, and the row's button waiting for the answer, in one piece.
 */
export function useConfirmedAction<T>(options: ConfirmedActionOptions<T>): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  // Rows keep their actions across renders: the latest wording and run are read through a ref.
  const latest = useRef(options);
  latest.current = options;
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const mutation = useMutation({
    mutationFn: async (chosen: T) => {
      await latest.current.run(chosen);
    },
    onSuccess: () => {
      settle.current?.(true);
      settle.current = null;
      setTarget(null);
    },
  });
  const { reset } = mutation;

  const askRow = useCallback(
    (chosen: T) =>
      new Promise<void>((resolve, reject) => {
        // A question still open is answered "no" first.
        settle.current?.(false);
        settle.current = (confirmed) =>
          confirmed ? resolve() : reject(new Error('not confirmed'));
        reset();
        setTarget(() => chosen);
      }),
    [reset],
  );
  const ask = useCallback((chosen: T) => void askRow(chosen).catch(() => undefined), [askRow]);
  const close = () => {
    // Closing is "no": the row's button is free again and nothing changed.
    settle.current?.(false);
    settle.current = null;
    setTarget(null);
  };

  // The closing dialog keeps its words while it fades out.
  const shown = useRef<T | null>(null);
  if (target !== null) shown.current = target;
  const about = shown.current;
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={about === null ? '' : word(options.title, about)}
      message={about === null ? '' : word(options.message, about)}
      confirmLabel={about === null ? '' : word(options.confirmLabel, about)}
      isDanger={options.isDanger}
      isPending={mutation.isPending}
      onConfirm={() => target !== null && mutation.mutate(target)}
      onClose={close}
      testId={options.testId}
    >
      <ApiErrorAlert error={mutation.error} testId={options.errorTestId} />
    </ConfirmDialog>
  );
  return { ask, askRow, dialog };
}
