import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pictureAt } from '../../api/images.ts';
import { IconButton } from '../../ui/button.tsx';
import { Row, stack } from '../../ui/layout.ts';

/** Thumbnails shown at once (spec part 2 §2: the gallery shows 5 thumbnails). */
export const GALLERY_THUMBNAILS = 5;
/** The magnifier's zoom. */
const ZOOM = 2.5;

/** The item's pictures: the main one first, then the others, without repeats. */
export const galleryImages = (
  item: { image_full_url?: string | null; images_full_url?: string[] | null; images?: unknown },
  src: (entity: object, field: 'image', kind: 'item') => string,
) => {
  // the main picture by the one image rule; the extra pictures as `images_full_url` (current 6amMart) or as file
  // names in `images` (older backends), each through the same rule
  const extra = Array.isArray(item.images_full_url)
    ? item.images_full_url.map((url) => ({ image_full_url: url }))
    : Array.isArray(item.images)
      ? item.images.filter((f): f is string => typeof f === 'string').map((image) => ({ image }))
      : [];
  return [...new Set([item, ...extra].map((e) => src(e, 'image', 'item')))];
};

/**
 * The product gallery (spec part 2 §2 "Image gallery with magnifier"): the chosen picture, magnified where the
 * pointer rests over it, and 5 thumbnails at a time (previous / next when there are more).
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [first, setFirst] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const current = images[index] ?? images[0] ?? '';
  const visible = images.slice(first, first + GALLERY_THUMBNAILS);
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setLens({
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    });
  };
  return (
    <Gallery aria-label={t('catalogue.product.gallery', { name })}>
      <Main
        onPointerMove={move}
        onPointerLeave={() => setLens(null)}
        title={t('catalogue.product.magnifier')}
        data-zoomed={lens ? '' : undefined}
      >
        <img src={current} alt={name} width={480} height={480} fetchPriority="high" />
        {lens && (
          <Lens
            aria-hidden="true"
            style={{
              backgroundImage: `url("${current}")`,
              backgroundSize: `${ZOOM * 100}%`,
              backgroundPosition: `${lens.x}% ${lens.y}%`,
            }}
          />
        )}
      </Main>
      {images.length > 1 && (
        <Row $gap={1}>
          {images.length > GALLERY_THUMBNAILS && (
            <IconButton
              $size="sm"
              aria-label={t('home.carousel.previous')}
              disabled={first === 0}
              onClick={() => setFirst((f) => Math.max(0, f - 1))}
            >
              ‹
            </IconButton>
          )}
          <Thumbs>
            {visible.map((src, i) => (
              <li key={src}>
                <Thumb
                  type="button"
                  aria-pressed={first + i === index}
                  aria-label={t('catalogue.product.thumbnail', { index: first + i + 1, name })}
                  onClick={() => setIndex(first + i)}
                >
                  <img src={pictureAt(src, 160)} alt="" width={64} height={64} loading="lazy" />
                </Thumb>
              </li>
            ))}
          </Thumbs>
          {images.length > GALLERY_THUMBNAILS && (
            <IconButton
              $size="sm"
              aria-label={t('home.carousel.next')}
              disabled={first + GALLERY_THUMBNAILS >= images.length}
              onClick={() => setFirst((f) => Math.min(images.length - GALLERY_THUMBNAILS, f + 1))}
            >
              ›
            </IconButton>
          )}
        </Row>
      )}
    </Gallery>
  );
}

const Gallery = styled.section`
  ${stack(2)}
  min-width: 0;
`;

const Main = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Lens = styled.div`
  position: absolute;
  inset: 0;
  background-repeat: no-repeat;
  background-color: ${({ theme }) => theme.color.surface};
  pointer-events: none;
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${GALLERY_THUMBNAILS}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;
