import { API_PREFIX, signatureSides } from '@platfox/domain';
import {
  pathOf,
  packingSlipEndpoints,
  packingSlipCreatorsAnswerSchema,
  packingSlipSettingsAnswerSchema,
  packingSlipSignatureAnswerSchema,
  type PackingSlipSettingsBody,
} from '@platfox/domain';
import { api } from '../../platform/api';

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
const baseOf = (owner: SignatureOwner) => pathOf(sideOf(owner).current, paramsOf(owner));

export const signatureKeys = {
  all: ['signatures'] as const,
  of: (owner: SignatureOwner) =>
    ['signatures', owner.kind === 'own' ? 'own' : owner.sellerId] as const,
  settings: ['signatures', 'settings'] as const,
  sellers: (scope: string, text: string) => ['signatures', 'sellers', scope, text] as const,
};

const signature = (data: unknown) => packingSlipSignatureAnswerSchema.parse(data).data;
const sellers = (data: unknown) => packingSlipCreatorsAnswerSchema.parse(data).data;

/** Packing-slip signatures and slip settings (apps/server/src/modules/packing-slips/signature-*). */
export const signaturesApi = {
  current: (owner: SignatureOwner, signal?: AbortSignal) =>
    api.get(baseOf(owner), { signal, parse: signature }),

  /**
   * The picture as an /api/ URL for AuthImage; the change time makes a replaced picture a new URL.
   */
  imageUrl: (owner: SignatureOwner, updatedAt: string) =>
    `${API_PREFIX}${pathOf(sideOf(owner).image, paramsOf(owner))}?v=${encodeURIComponent(updatedAt)}`,

  /** Multipart, one file; the server reads size and density from the bytes. */
  upload: (owner: SignatureOwner, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post(pathOf(sideOf(owner).upload, paramsOf(owner)), form, {
      parse: signature,
      isCancelExempt: true,
    });
  },

  remove: (owner: SignatureOwner) => api.delete(pathOf(sideOf(owner).remove, paramsOf(owner))),

  settings: (signal?: AbortSignal) =>
    api.get(pathOf(packingSlipEndpoints.getAdminPackingSlipSettings), {
      signal,
      parse: (data) => packingSlipSettingsAnswerSchema.parse(data).data,
    }),

  saveSettings: (body: PackingSlipSettingsBody) =>
    api.put(pathOf(packingSlipEndpoints.putAdminPackingSlipSettings), body, {
      parse: (data) => packingSlipSettingsAnswerSchema.parse(data).data,
    }),

  /** Sellers by e-mail or name, through the screen's own permission. */
  searchSellers: (scope: 'creators' | 'signatures', text: string, signal?: AbortSignal) =>
    api.get(
      scope === 'creators'
        ? '/admin/packing-slip-settings/creators'
        : '/admin/packing-slip-signatures/sellers',
      { signal, query: { search: text }, parse: sellers },
    ),
};
