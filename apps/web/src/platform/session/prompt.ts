import { TOKEN_REFRESH_COUNTDOWN_SECONDS } from '@platfox/domain';
import { createStore } from '../store';
import { onSignOut, signOut } from './actions';

/**
 * The session modal (spec 01 section 2.8): "are you still there?" after a long silence, or "your
 * session is about to expire" when the token is due and the user is inactive without remember-me.
 * Both count down 30 seconds and then sign out; the countdown lives here, not in the modal, so the
 * sign-out happens even if the modal is never drawn.
 */
export type SessionPromptKind = 'inactivity' | 'tokenExpiry';
export type SessionPrompt = { kind: SessionPromptKind; endsAt: number };

export const sessionPromptStore = createStore<SessionPrompt | null>(null);

type PromptHooks = { onExpired: () => void };
const hooks: PromptHooks = { onExpired: () => undefined };

/** The app's notice after a timed-out prompt ("Your session has been expired"), wired at start. */
export function configureSessionPrompt(next: Partial<PromptHooks>): void {
  Object.assign(hooks, next);
}

let timer: ReturnType<typeof setTimeout> | undefined;

export function closeSessionPrompt(): void {
  clearTimeout(timer);
  timer = undefined;
  sessionPromptStore.set(null);
}

/** The countdown ran out: sign out and say why. */
export function expireSession(): void {
  closeSessionPrompt();
  signOut();
  hooks.onExpired();
}

/** Opens the prompt unless one is already counting down; at the end the session expires. */
export function openSessionPrompt(
  kind: SessionPromptKind,
  { seconds = TOKEN_REFRESH_COUNTDOWN_SECONDS, now = Date.now() } = {},
): void {
  if (sessionPromptStore.get()) return;
  sessionPromptStore.set({ kind, endsAt: now + seconds * 1_000 });
  timer = setTimeout(expireSession, seconds * 1_000);
}

/** Whole seconds left on a prompt, never below zero. */
export function secondsLeft(prompt: SessionPrompt, now = Date.now()): number {
  return Math.max(0, Math.ceil((prompt.endsAt - now) / 1_000));
}

onSignOut(closeSessionPrompt);
