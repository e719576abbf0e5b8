import { pictureAt } from '../../domain/pictures.ts';

/**
 * A small square picture beside a name (a store's logo, a category's tile, a gallery's thumbnail): decorative (the
 * name says what it is), loaded when near, decoded off the main thread, and asked for at the small width the embedded
 * API draws it at.
 */
export function Thumbnail({ src, size }: { src: string; size: number }) {
  return <img decoding="async" src={pictureAt(src, 160)} alt="" width={size} height={size} loading="lazy" />;
}
