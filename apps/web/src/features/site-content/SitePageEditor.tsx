import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SITE_PAGE_PATH_PREFIX,
  SITE_PAGE_SLIDES_MAX,
  SLIDER_ANIMATIONS,
  sitePageBodySchema,
  type SitePage,
  type SliderAnimation,
} from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { siteContentApi, siteContentKeys, useSitePageMutation } from './api';
import { checkDraft } from '../../ui/form/checkDraft';

type Slide = SitePage['slides'][number];
type Draft = Omit<SitePage, 'id' | 'createdAt' | 'updatedAt'>;

const EMPTY: Draft = {
  slug: '',
  title: '',
  html: '',
  isPublished: false,
  sliderAnimation: 'NONE',
  slides: [],
};

/** Creates a page (id null) or edits one, read first so the editor starts from what is stored. */
export function SitePageEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const read = useQuery({
    queryKey: siteContentKeys.page(id ?? 'new'),
    queryFn: ({ signal }) => siteContentApi.page(id!, signal),
    enabled: id !== null,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={id ? t('siteContent.pages.edit') : t('siteContent.pages.create')}
    >
      {id && !read.data ? (
        read.error ? (
          <ApiErrorAlert error={read.error} testId="site-page-read-error" />
        ) : (
          <Loader />
        )
      ) : (
        <PageForm id={id} initial={read.data ?? EMPTY} onClose={onClose} />
      )}
    </Modal>
  );
}

function PageForm({
  id,
  initial,
  onClose,
}: {
  id: string | null;
  initial: Draft;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => ({
    slug: initial.slug,
    title: initial.title,
    html: initial.html,
    isPublished: initial.isPublished,
    sliderAnimation: initial.sliderAnimation,
    slides: initial.slides,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSitePageMutation({
    mutationFn: async (body: Draft) =>
      id ? siteContentApi.updatePage(id, body) : siteContentApi.createPage(body),
    onSuccess: async (saved: SitePage) => {
      const removed = saved.html.length < draft.html.trim().length;
      notifications.show({
        color: removed ? 'yellow' : 'teal',
        message: removed ? t('siteContent.pages.sanitised') : t('siteContent.saved'),
      });
      onClose();
    },
  });
  const submit = () => {
    const body = checkDraft(sitePageBodySchema, draft, setErrors);
    if (body === null) return;
    save.mutate(body);
  };
  const errorOf = (path: string) => errors[path] ?? fieldError(save.error, path);
  const setSlide = (index: number, change: Partial<Slide>) =>
    setDraft({
      ...draft,
      slides: draft.slides.map((slide, at) => (at === index ? { ...slide, ...change } : slide)),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" data-testid="site-page-editor">
        <ApiErrorAlert error={save.error} testId="site-page-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('siteContent.pages.title')}
            withAsterisk
            value={draft.title}
            error={errorOf('title')}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            data-testid="site-page-title"
          />
          <TextInput
            label={t('siteContent.pages.address')}
            description={<bdi dir="ltr">{`${SITE_PAGE_PATH_PREFIX}${draft.slug || '…'}`}</bdi>}
            withAsterisk
            dir="ltr"
            value={draft.slug}
            error={errorOf('slug')}
            onChange={(event) => setDraft({ ...draft, slug: event.currentTarget.value })}
            data-testid="site-page-slug"
          />
        </SimpleGrid>
        <Switch
          label={t('siteContent.pages.publishedSwitch')}
          checked={draft.isPublished}
          onChange={(event) => setDraft({ ...draft, isPublished: event.currentTarget.checked })}
          data-testid="site-page-published"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('siteContent.pages.slider')}
          </Text>
          <SegmentedControl
            data={SLIDER_ANIMATIONS.map((value) => ({
              value,
              label: t(`siteContent.animations.${value}`),
            }))}
            value={draft.sliderAnimation}
            onChange={(value) => setDraft({ ...draft, sliderAnimation: value as SliderAnimation })}
            data-testid="site-page-animation"
          />
          {draft.slides.map((slide, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" data-testid="site-page-slide">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                <TextInput
                  aria-label={t('siteContent.pages.slideImage')}
                  placeholder={t('siteContent.pages.slideImage')}
                  dir="ltr"
                  value={slide.imageUrl}
                  error={errorOf(`slides.${index}.imageUrl`)}
                  onChange={(event) => setSlide(index, { imageUrl: event.currentTarget.value })}
                />
                <TextInput
                  aria-label={t('siteContent.pages.slideCaption')}
                  placeholder={t('siteContent.pages.slideCaption')}
                  value={slide.caption}
                  error={errorOf(`slides.${index}.caption`)}
                  onChange={(event) => setSlide(index, { caption: event.currentTarget.value })}
                />
                <TextInput
                  aria-label={t('siteContent.pages.slideLink')}
                  placeholder={t('siteContent.pages.slideLink')}
                  dir="ltr"
                  value={slide.link}
                  error={errorOf(`slides.${index}.link`)}
                  onChange={(event) => setSlide(index, { link: event.currentTarget.value })}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('siteContent.pages.removeSlide')}
                onClick={() =>
                  setDraft({ ...draft, slides: draft.slides.filter((_, at) => at !== index) })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {errorOf('slides') && (
            <Text size="sm" c="red">
              {errorOf('slides')}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={draft.slides.length >= SITE_PAGE_SLIDES_MAX}
              onClick={() =>
                setDraft({
                  ...draft,
                  slides: [...draft.slides, { imageUrl: '', caption: '', link: '' }],
                })
              }
              data-testid="site-page-add-slide"
            >
              {t('siteContent.pages.addSlide')}
            </Button>
          </Group>
        </Stack>
        <Textarea
          label={t('siteContent.pages.html')}
          description={t('siteContent.pages.htmlHint')}
          autosize
          minRows={8}
          maxRows={20}
          dir="ltr"
          styles={{ input: { fontFamily: 'monospace' } }}
          value={draft.html}
          error={errorOf('html')}
          onChange={(event) => setDraft({ ...draft, html: event.currentTarget.value })}
          data-testid="site-page-html"
        />
        <Group justify="space-between">
          {id && initial.isPublished ? (
            <Anchor href={`${SITE_PAGE_PATH_PREFIX}${initial.slug}`} target="_blank">
              {t('siteContent.pages.open')}
            </Anchor>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('siteContent.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="site-page-save">
              {t('siteContent.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
