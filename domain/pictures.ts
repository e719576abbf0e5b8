// The widths the embedded API draws a picture at: `/media/<folder>/<name>.webp?w=<width>` (server/media.ts), which
// the SPA asks for where a picture is shown smaller than its own size.
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Whether a URL is a picture the embedded API draws (and so can be asked for at a PICTURE_WIDTHS width). */
export const isDrawnPicture = (src: string) => /\/media\/[^?#]+\.webp$/.test(src);

/** A picture the embedded API draws, asked for `width` px wide (a picture shown small); any other URL as it is. */
export const pictureAt = (src: string, width: PictureWidth): string =>
  isDrawnPicture(src) ? `${src}?w=${width}` : src;

/**
 * The `srcset` of a picture the embedded API draws, `ownWidth` px wide as it is: the smaller `widths` beside it, for
 * the browser to pick by the place it fills (`sizes`); undefined for any other URL (a backend's photo has one size).
 */
export const pictureSrcSet = (src: string, widths: PictureWidth[], ownWidth: number): string | undefined =>
  isDrawnPicture(src)
    ? [...widths.filter((w) => w < ownWidth).map((w) => `${pictureAt(src, w)} ${w}w`), `${src} ${ownWidth}w`].join(', ')
    : undefined;
