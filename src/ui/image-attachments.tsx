import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMAGE_EXTENSIONS, IMAGE_TYPES, MAX_ORDER_IMAGES, type ImageProblem } from '../../domain/uploads.ts';
import { Button } from './button.tsx';

/** Each image's preview address (an object URL, revoked when the image leaves); none where the DOM cannot make one. */
function usePreviews(images: readonly Blob[]): (string | null)[] {
  const urls = useMemo(
    () => images.map((image) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image) : null)),
    [images],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * The kit's image picker for what goes with a form (a refund request's images, a review's): a real file input under
 * its visible label, the images chosen as thumbnails each with a Remove button, how many of the maximum, and why the
 * last files were not all taken (the server's own words). The form's chart owns the images; this only shows them
 * and reports the files chosen.
 */
export function ImageAttachments({
  images,
  problem,
  onAdd,
  onRemove,
  disabled,
  max = MAX_ORDER_IMAGES,
  label,
}: {
  images: readonly Blob[];
  problem: ImageProblem | null;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  max?: number;
  /** The picker's visible label (the file input's name); "Add images" when not given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const previews = usePreviews(images);
  const full = images.length >= max;
  return (
    <Group>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        multiple={max > 1}
        accept={[...IMAGE_EXTENSIONS.map((e) => `.${e}`), ...IMAGE_TYPES].join(',')}
        disabled={disabled || full}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = ''; // the same file may be chosen again after a removal
          if (files.length) onAdd(files);
        }}
      />
      <Pick htmlFor={id} data-disabled={disabled || full || undefined}>
        {label ?? t('uploads.add')}
      </Pick>
      <Hint id={`${id}-hint`}>
        {t('uploads.hint', { max })} · {t('uploads.count', { count: images.length, max })}
      </Hint>
      {images.length > 0 && (
        <Thumbs>
          {images.map((image, i) => (
            <li key={previews[i] ?? i}>
              {previews[i] ? (
                <img src={previews[i]!} alt={t('uploads.preview', { number: i + 1 })} width={72} height={72} />
              ) : (
                <span>{image instanceof File ? image.name : t('uploads.preview', { number: i + 1 })}</span>
              )}
              <Button
                $variant="secondary"
                $size="sm"
                disabled={disabled}
                onClick={() => onRemove(i)}
                aria-label={t('uploads.remove', { number: i + 1 })}
              >
                ×
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
      {problem && <Problem role="alert">{t(`uploads.problems.${problem}`)}</Problem>}
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Pick = styled.label`
  justify-self: start;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.primary};
  &[data-disabled] {
    cursor: default;
    opacity: 0.6;
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: center;
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
