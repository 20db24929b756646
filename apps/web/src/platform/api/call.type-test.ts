import { couponEndpoints } from '@platfox/domain';
import { call } from '.';

/*
 * Checked by the type-check (npm run check), never run: the contract types what a call sends and
 * what it answers, so a field renamed in the server's answer schema fails the web's build wherever
 * the old name is read. Each `@ts-expect-error` below must stay an error, or tsc fails on it.
 */
export async function contractTypesTheCall(): Promise<string> {
  const answer = await call(couponEndpoints.get, { params: { id: 'a-coupon-id' } });
  // @ts-expect-error `codee` is no field of the coupon answer
  void answer.data.codee;
  // @ts-expect-error the path parameter is a string
  void call(couponEndpoints.get, { params: { id: 1 } });
  // @ts-expect-error the endpoint takes a body
  void call(couponEndpoints.create, {});
  return answer.data.code;
}
