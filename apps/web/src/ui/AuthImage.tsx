import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { isApiImageUrl, loadApiImage } from './authedImages';
import defaultImage from './data-list/default-image.svg';

export type AuthedImage = {
  /** What an <img> can show: the URL itself, a blob: URL of an /api/ image, or null. */
  src: string | null;
  status: 'loading' | 'ready' | 'failed';
};

type Loaded = { url: string; src: string | null; isFailed: boolean };

/**
 * An image URL an <img> can show. URLs under /api/ are fetched with the session's token (see
 * authedImages.ts) and given as a blob: URL, revoked when the component unmounts or the URL
 * changes; any other URL (absolute, data:) is given back as it is.
 */
export function useAuthedImageUrl(url: string | null | undefined): AuthedImage {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const isApi = isApiImageUrl(url);

  useEffect(() => {
    if (!isApiImageUrl(url)) return undefined;
    let isCurrent = true;
    let objectUrl: string | null = null;
    loadApiImage(url).then(
      (blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl, isFailed: false });
      },
      () => {
        if (isCurrent) setLoaded({ url, src: null, isFailed: true });
      },
    );
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return { src: null, status: 'failed' };
  if (!isApi) return { src: url, status: 'ready' };
  // A result for an earlier URL is not this one's.
  if (!loaded || loaded.url !== url) return { src: null, status: 'loading' };
  return loaded.isFailed ? { src: null, status: 'failed' } : { src: loaded.src, status: 'ready' };
}

type AuthImageProps = Omit<ImageProps, 'src' | 'fallbackSrc'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src'> & {
    src: string | null | undefined;
    /** Shown when the image cannot be had; the data list's default picture unless told. */
    fallbackSrc?: string;
  };

/**
 * Mantine's Image for any URL, /api/ ones included. While an /api/ image loads nothing is shown
 * (not the fallback, which would flash); a failed fetch or an unreadable file shows the fallback.
 */
export function AuthImage({ src, fallbackSrc = defaultImage, ...props }: AuthImageProps) {
  const image = useAuthedImageUrl(src);
  return (
    <Image
      {...props}
      src={image.src}
      fallbackSrc={image.status === 'loading' ? undefined : fallbackSrc}
      data-status={image.status}
    />
  );
}
