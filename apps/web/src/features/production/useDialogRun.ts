import { useState } from 'react';

/**
 * A floor dialog's one change at a time: its button spins while the change runs, a done change
 * (true) closes it, and a refusal (the api client's toast) leaves it open to try again.
 */
export function useDialogRun() {
  const [isRunning, setRunning] = useState(false);
  const runOnce = async (change: () => Promise<boolean>, onDone: () => void) => {
    if (isRunning) return;
    setRunning(true);
    try {
      if (await change()) onDone();
    } catch {
      // The api client showed the server's refusal.
    } finally {
      setRunning(false);
    }
  };
  return { isRunning, runOnce };
}
