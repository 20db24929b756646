import { API_PREFIX, signatureSides } from '@platfox/domain';
import { pathOf, packingSlipEndpoints, type PackingSlipSettingsBody } from '@platfox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';
import { dataOf } from '../../platform/api/answers';

/** The admin's signature list model (server: data-lists/models/packing-slip-signature.ts). */
export const SIGNATURE_LIST_MODEL = 'packing-slip-signature';

/**
 * Whose signature a screen handles: the seller's own (no id in the path, so it can only be its
 * own) or, for an admin, a seller named by id.
 */
export type SignatureOwner = { kind: 'own' } | { kind: 'seller'; sellerId: string };

/** The seller's own path, or the admin's naming the seller (contract: signatureSides). */
const sideOf = (owner: SignatureOwner) =>
  owner.kind === 'own' ? signatureSides.seller : signatureSides.admin;
const paramsOf = (owner: SignatureOwner) =>
  owner.kind === 'own' ? undefined : { sellerId: owner.sellerId };

export const signatureKeys = queryKeys('signatures', {
  of: (owner: SignatureOwner) => [owner.kind === 'own' ? 'own' : owner.sellerId],
  settings: ['settings'],
  sellers: (scope: string, text: string) => ['sellers', scope, text],
});

/** Packing-slip signatures and slip settings (apps/server/src/modules/packing-slips/signature-*). */
export const signaturesApi = {
  current: (owner: SignatureOwner, signal?: AbortSignal) =>
    owner.kind === 'own'
      ? call(signatureSides.seller.current, {}, { signal }).then(dataOf)
      : call(
          signatureSides.admin.current,
          { params: { sellerId: owner.sellerId } },
          { signal },
        ).then(dataOf),

  /**
   * The picture as an /api/ URL for AuthImage; the change time makes a replaced picture a new URL.
   */
  imageUrl: (owner: SignatureOwner, updatedAt: string) =>
    `${API_PREFIX}${pathOf(sideOf(owner).image, paramsOf(owner))}?v=${encodeURIComponent(updatedAt)}`,

  /** Multipart, one file; the server reads size and density from the bytes. */
  upload: (owner: SignatureOwner, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    // An upload runs to its end, never cancelled by the next.
    const options = { isCancelExempt: true };
    return (
      owner.kind === 'own'
        ? call(signatureSides.seller.upload, { body: form }, options)
        : call(
            signatureSides.admin.upload,
            { params: { sellerId: owner.sellerId }, body: form },
            options,
          )
    ).then(dataOf);
  },

  remove: (owner: SignatureOwner) =>
    owner.kind === 'own'
      ? call(signatureSides.seller.remove)
      : call(signatureSides.admin.remove, { params: { sellerId: owner.sellerId } }),

  settings: (signal?: AbortSignal) =>
    call(packingSlipEndpoints.getAdminPackingSlipSettings, {}, { signal }).then(dataOf),

  saveSettings: (body: PackingSlipSettingsBody) =>
    call(packingSlipEndpoints.putAdminPackingSlipSettings, { body }).then(dataOf),

  /** Sellers by e-mail or name, through the screen's own permission. */
  searchSellers: (scope: 'creators' | 'signatures', text: string, signal?: AbortSignal) =>
    call(
      scope === 'creators'
        ? packingSlipEndpoints.slipCreatorChoices
        : packingSlipEndpoints.signatureSellerChoices,
      { query: { search: text } },
      { signal },
    ).then(dataOf),
};

/** A signature changed: its own read and the admin's signature list follow. */
export const useRefreshSignature = (owner: SignatureOwner) =>
  useRefresh([signatureKeys.of(owner), dataListKeys.model(SIGNATURE_LIST_MODEL)]);

/** A seller's signature deleted from the admin's list: its kept picture goes, the list follows. */
export function useForgetSignature(): (owner: SignatureOwner) => Promise<void> {
  const queryClient = useQueryClient();
  const refreshList = useRefresh([dataListKeys.model(SIGNATURE_LIST_MODEL)]);
  return async (owner) => {
    queryClient.removeQueries({ queryKey: signatureKeys.of(owner) });
    await refreshList();
  };
}
