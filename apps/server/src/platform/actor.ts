import type { AccountType, UserStatus } from '@platfox/domain';

/** The signed-in user acting on a request (made by the auth module, read everywhere). */
export type Actor = {
  id: string;
  type: AccountType;
  status: UserStatus;
  isVerified: boolean;
  permissions: string[];
  /** The session behind the call; null when the call came with an API key. */
  sessionId: string | null;
};
