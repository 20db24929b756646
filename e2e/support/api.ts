import { baseUrl, DEMO_PASSWORD } from './browser';

/** A session opened through the API, the way another device would open one. */
export type ApiSession = { token: string; userId: string };

export async function apiSignIn(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await fetch(`${baseUrl()}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  const session = (await response.json()) as {
    user: { id: string };
    accessToken: { token: string };
  };
  return { token: session.accessToken.token, userId: session.user.id };
}

export type ApiAnswer<T> = { status: number; body: T };

/** One call to /api as a signed-in user; the body is sent as JSON when there is one. */
export async function apiCall<T = unknown>(
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A unique e-mail address for a journey's own account. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** A verified account made by an admin or root through POST accounts/create; answers its id. */
export async function createUser(
  creator: ApiSession,
  user: {
    type: 'SELLER' | 'PRINTER' | 'WAREHOUSE' | 'ADMIN';
    email: string;
    firstName: string;
    isEnabledStaffManagement?: boolean;
  },
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await apiCall<{ data: { id: string } }>(creator, 'POST', '/accounts/create', {
    ...user,
    lastName: 'Journey',
    password,
  });
  if (answer.status !== 200) {
    throw new Error(`creating ${user.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data.id;
}
