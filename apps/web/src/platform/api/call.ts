import { pathOf, type Endpoint, type EndpointAnswer, type EndpointInput } from '@platfox/domain';
import type { ApiClient, RequestOptions } from './client';

/** The client's options a caller may still set; method, path, body and parse come from the contract. */
export type CallOptions = Omit<RequestOptions<never>, 'query' | 'body' | 'parse' | 'responseType'>;

/** A file's answer is the Blob the client reads it as. */
export type CallAnswer<E extends Endpoint> = E['answer'] extends 'file' ? Blob : EndpointAnswer<E>;

export type CallArgs<E extends Endpoint> =
  // An endpoint with nothing to send takes no input.
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint declared in @platfox/domain: the path is filled from its parameters and the
 * answer is checked by the same schema the server answers with, so a renamed field fails the
 * web's type-check, and a server that drifts anyway fails loudly instead of rendering blanks.
 */
export function callWith(client: ApiClient) {
  return function call<E extends Endpoint>(
    declared: E,
    ...[input, options]: CallArgs<E>
  ): Promise<CallAnswer<E>> {
    const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
    const answer = declared.answer;
    return client.request<CallAnswer<E>>(declared.method, pathOf(declared, parts.params), {
      ...options,
      query: parts.query as RequestOptions<never>['query'],
      body: parts.body,
      ...(answer === 'file'
        ? { responseType: 'blob' as const }
        : { parse: (data: unknown) => answer.parse(data) as CallAnswer<E> }),
    });
  };
}
