import { z } from 'zod';
import { SITE_MATERIAL_TYPES, SLIDER_ANIMATIONS } from '../settings';
import { dataAnswer } from './accounts';

/*
 * Site content an admin edits without a developer (issue 36): short links (spec 03 section 3.5's
 * "short code, page link") and the dynamic site pages of /a/font-site/dynamic-site-page, each a
 * page of sanitised HTML with an optional slider (animations NONE, NEXT, PREVIOUS).
 */

/** Where a short link or a slide goes: a web address, or a path of this site. */
const linkSchema = z
  .string()
  .trim()
  .min(1, 'Enter the page link')
  .max(2000, 'The link is at most 2000 characters')
  .refine(
    (value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'Enter a web address (https://...) or a path of this site (/...)',
  );

export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

export const shortLinkBodySchema = z.strictObject({
  shortCode: z
    .string()
    .trim()
    .regex(SHORT_CODE_PATTERN, 'The short code is 2 to 32 letters, digits, - or _'),
  pageLink: linkSchema,
});
export type ShortLinkBody = z.infer<typeof shortLinkBodySchema>;

export const shortLinkSchema = z.object({
  id: z.string(),
  shortCode: z.string(),
  pageLink: z.string(),
  visits: z.number().int(),
  lastVisitedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;
export const shortLinkAnswerSchema = dataAnswer(shortLinkSchema);

/** Public paths of the site: a short link's redirect and a published page. */
export const SHORT_LINK_PATH_PREFIX = '/l/';
export const SITE_PAGE_PATH_PREFIX = '/site/';
export const SITE_PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const SITE_PAGE_SLIDES_MAX = 10;
export const SITE_PAGE_HTML_MAX = 200_000;

export const siteSlideSchema = z.strictObject({
  imageUrl: z
    .string()
    .trim()
    .regex(/^(https:\/\/|\/)[^\s]+$/i, 'The image is an https:// address or a path of this site'),
  caption: z.string().trim().max(200, 'The caption is at most 200 characters').default(''),
  link: z.union([linkSchema, z.literal('')]).default(''),
});
export type SiteSlide = z.infer<typeof siteSlideSchema>;

export const sitePageBodySchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(
      SITE_PAGE_SLUG_PATTERN,
      'The address is 1 to 64 lower-case letters, digits and hyphens (not at either end)',
    ),
  title: z
    .string()
    .trim()
    .min(1, 'Enter the title')
    .max(200, 'The title is at most 200 characters'),
  html: z.string().max(SITE_PAGE_HTML_MAX, 'The page is at most 200,000 characters'),
  isPublished: z.boolean(),
  sliderAnimation: z.enum(SLIDER_ANIMATIONS),
  slides: z
    .array(siteSlideSchema)
    .max(SITE_PAGE_SLIDES_MAX, `A slider holds at most ${SITE_PAGE_SLIDES_MAX} slides`),
});
export type SitePageBody = z.input<typeof sitePageBodySchema>;

export const sitePageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** As stored: already sanitised when it was saved. */
  html: z.string(),
  isPublished: z.boolean(),
  sliderAnimation: z.enum(SLIDER_ANIMATIONS),
  slides: z.array(z.object({ imageUrl: z.string(), caption: z.string(), link: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;
export const sitePageAnswerSchema = dataAnswer(sitePageSchema);

/*
 * Site materials (/a/font-site/materials; spec 03 section 3.5's site material types COLOR and
 * MATERIAL): the colours and fabrics the site describes product types with, each with a picture
 * (a catalogue image, which every signed-in user may see). A colour also has its swatch value.
 */
export const SITE_MATERIAL_MESSAGES = {
  colorValue: 'Enter the colour as #rrggbb',
  image: 'The image is not a catalogue image',
} as const;

export const siteMaterialBodySchema = z
  .strictObject({
    type: z.enum(SITE_MATERIAL_TYPES),
    name: z.string().trim().min(1, 'Enter the name').max(100, 'The name is at most 100 characters'),
    /** The swatch of a colour (#rrggbb); empty for a material. */
    value: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .default(''),
    description: z
      .string()
      .trim()
      .max(1000, 'The description is at most 1000 characters')
      .default(''),
    imageId: z.string().uuid().nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.type === 'COLOR' && !/^#[0-9a-f]{6}$/.test(body.value)) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: SITE_MATERIAL_MESSAGES.colorValue,
      });
    }
  })
  .transform((body) => (body.type === 'MATERIAL' ? { ...body, value: '' } : body));
export type SiteMaterialBody = z.input<typeof siteMaterialBodySchema>;

export const siteMaterialSchema = z.object({
  id: z.string(),
  type: z.enum(SITE_MATERIAL_TYPES),
  name: z.string(),
  value: z.string(),
  description: z.string(),
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteMaterial = z.infer<typeof siteMaterialSchema>;
export const siteMaterialAnswerSchema = dataAnswer(siteMaterialSchema);
