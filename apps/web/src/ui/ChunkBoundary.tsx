import { Component, type ReactNode } from 'react';
import { isChunkLoadError, noteStaleVersion } from '../platform/staleVersion';

type Props = { children: ReactNode; fallback?: ReactNode };
type State = { failure: { error: unknown } | null };

/**
 * Around a lazily loaded part of a page (a panel, a menu, a notice strip): when its code is gone
 * after an update, the part is left out and the new-version banner offers the reload, while the
 * page, and what was typed in it, stays. Any other error goes on to the error page above.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) noteStaleVersion();
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    if (isChunkLoadError(failure.error)) return this.props.fallback ?? null;
    throw failure.error;
  }
}
