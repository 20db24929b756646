/**
 * An in-memory BroadcastChannel: what one instance posts reaches the other open instances of the
 * same name, never itself, as in a browser. Delivery is synchronous to keep tests simple.
 */
export class FakeBroadcastChannel {
  static readonly open = new Set<FakeBroadcastChannel>();
  static readonly posted: Array<{ name: string; data: unknown }> = [];
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    FakeBroadcastChannel.posted.push({ name: this.name, data });
    for (const other of FakeBroadcastChannel.open) {
      if (other !== this && other.name === this.name)
        other.onmessage?.(new MessageEvent('message', { data }));
    }
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }

  static reset(): void {
    FakeBroadcastChannel.open.clear();
    FakeBroadcastChannel.posted.length = 0;
  }
}
