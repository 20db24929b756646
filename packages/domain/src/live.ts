/** Live-channel event names (spec 03 section 7.7), as sent on the socket. */
export const LIVE_EVENTS = [
  'connect_verify',
  'activated',
  'disabled',
  'attribute_created',
  'attribute_updated',
  'attribute_deleted',
  'payment_method',
  'notification',
  'order_created',
  'order_placed',
  'order_updated',
  'order_canceled',
  'order_item_created',
  'order_item_updated',
  'order_item_canceled',
  'transaction_adjust',
  'transaction_bonus',
  'transaction_balance',
  'transaction_charge',
  'transaction_deposit',
  'transaction_refund',
  'transaction_refund_deposit',
  'transaction_withdraw',
  'user_activated',
  'user_blocked',
  'user_permission',
  'pending_task',
  'human_resource_stats_updated',
  'printed_packing_slip',
  // This project's addition: rows of a list model were created, updated or deleted, so an open
  // list shows its new-data notice (spec 02 section 4.1) even for models the spec names no event for.
  'list_changed',
  // This project's addition: the spec names no event for exports or other background jobs. A
  // job's owner receives its progress and its end ({jobId, kind, status, done, total}).
  'job_progress',
  // This project's addition (issue 19): an issue the receiver takes part in changed (a message in
  // a conversation they see, a status, a resolution); the open issue page reads it again.
  'issue_updated',
  // This project's addition (issue 35): a milestone awarded the receiving seller a badge; the top
  // bar's medal and the badge page read the badges again.
  'badge_awarded',
] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];

/** Connection lifecycle events of the socket client. */
export const LIVE_LIFECYCLE_EVENTS = [
  'connect',
  'connect_error',
  'connect_timeout',
  'disconnect',
  'error',
  'reconnect',
  'reconnect_attempt',
  'reconnect_error',
  'reconnect_failed',
  'reconnecting',
] as const;
export type LiveLifecycleEvent = (typeof LIVE_LIFECYCLE_EVENTS)[number];

export const SOCKET_STATES = ['connecting', 'connected', 'disconnected'] as const;
export type SocketState = (typeof SOCKET_STATES)[number];

/** Counters of the admin pending-task badge, one per model (spec 03 section 7.7). */
export const PENDING_TASK_MODELS = [
  'deposit',
  'order',
  'orderItem',
  'overDueOrderItem',
  'overProcessingDueOrderItem',
  'overShippingDueOrderItem',
  'refundOrderItem',
  'resentOrderItem',
  'returnOrderItem',
  'withdraw',
  // This project's addition (issue 19): NEW support issues, the admin menu's issues badge.
  'issue',
] as const;
export type PendingTaskModel = (typeof PENDING_TASK_MODELS)[number];
export type PendingTasks = Record<PendingTaskModel, number>;

/** Messages carried between tabs of the same browser. */
export const BROADCAST_MESSAGES = ['processing-deposit', 'permission-change'] as const;
export type BroadcastMessage = (typeof BROADCAST_MESSAGES)[number];

/** The text a ping is answered with (spec 03 section 7.7). */
export const LIVE_PONG = 'pong';

/**
 * The connect-error message for a refused handshake (bad token, wrong uid, wrong namespace); the
 * client signs out on it rather than retrying.
 */
export const LIVE_UNAUTHORIZED = 'unauthorized';

/**
 * Client to server (this project's addition): the list models the open screens show. The server
 * joins the socket to those lists' rooms, where the actor may list every row of the model, and
 * announces `list_changed` there; owners of scoped rows hear it in their own room.
 */
export const LIVE_LIST_WATCH = 'list_watch';
/** Most list models one socket watches at once. */
export const LIVE_LIST_WATCH_MAX = 20;

export type ListChangeKind = 'created' | 'updated' | 'deleted';
export type ListChanged = { model: string; kind: ListChangeKind; ids: string[] };
