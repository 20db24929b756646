import { Button, FileButton, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A button that picks one PNG or JPEG and hands it to an upload (a mutation taking the file),
 * spinning while it runs: a badge's picture, a material's swatch, an attribute's image, the
 * packing slip's signature. The server checks the file again; `accept` only narrows the picker.
 */
export function ImageUploadButton(
  props: {
    upload: { mutate: (file: File) => void; isPending: boolean };
    testId?: string;
    children: ReactNode;
  } & Pick<ButtonProps, 'variant' | 'size' | 'leftSection'>,
) {
  const { upload, testId, children, ...look } = props;
  return (
    <FileButton accept="image/png,image/jpeg" onChange={(file) => file && upload.mutate(file)}>
      {(picker) => (
        <Button {...picker} {...look} loading={upload.isPending} data-testid={testId}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
