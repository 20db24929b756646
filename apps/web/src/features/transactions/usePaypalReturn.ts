import type { Transaction } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { transactionsApi } from './api';

/**
 * Back from PayPal at /s/transaction/create?paypal=return&token=...&PayerID=...: the capture is
 * called once on arrival (and again on Refresh; the server answers a captured order's row), so
 * the processing modal can show it. `paypal=cancel` means the seller turned back at PayPal.
 */
export function usePaypalReturn(onCaptured: (transaction: Transaction) => void) {
  const [params] = useSearchParams();
  const isReturn = params.get('paypal') === 'return';
  const isCanceled = params.get('paypal') === 'cancel';
  const token = params.get('token');
  const payerId = params.get('PayerID');
  const capture = useMutation({
    mutationFn: (target: { token: string }) => transactionsApi.capturePaypal(target.token, payerId),
    onSuccess: onCaptured,
  });
  const started = useRef(false);
  useEffect(() => {
    if (!isReturn || !token || started.current) return;
    started.current = true;
    capture.mutate({ token });
  }, [isReturn, token, capture]);
  return {
    isReturn: isReturn && token !== null,
    isCanceled,
    capture,
    retry: () => token && capture.mutate({ token }),
  };
}
