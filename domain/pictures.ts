// The widths the embedded API draws a picture at: `/media/<folder>/<name>.webp?w=<width>` (server/media.ts) and an
// upload's `/media/<folder>/<name>.jpg|png|gif?w=<width>` (a WebP copy: server/lib/http/image-upload.ts), which the
// SPA asks for where a picture is shown much smaller than its own size (`pictureAt` in src/api/images.ts).
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Whether a URL is a picture the embedded API serves (and so can be asked for at a PICTURE_WIDTHS width). */
export const isDrawnPicture = (src: string) => /\/media\/[^?#]+\.(webp|jpe?g|png|gif)$/i.test(src);

/** The width a `?w=` asks for when it is one of PICTURE_WIDTHS, else undefined (the picture at its own size). */
export function pictureWidth(asked: unknown): PictureWidth | undefined {
  const w = Number(asked);
  return PICTURE_WIDTHS.find((known) => known === w);
}
