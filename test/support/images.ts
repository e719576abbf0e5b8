// Small real pictures (8 × 8, the shop's green) for the tests that upload images: the server draws every upload anew
// (server/lib/http/image-upload.ts cleanUpload), so a file has to be a picture, not just its format's first bytes.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNgqnHFihiGlgQA/BYwweod78MAAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHT5/9k=',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhCAAIAIAAAExpcQJ8RSH5BAUAAAAALAAAAAAIAAgAAAIHjI+py+1dAAA7', 'base64');

/** What a stored picture is: its format, its size and whether it still carries metadata (EXIF). */
export async function pictureOf(bytes: ArrayBuffer | Buffer) {
  const { default: sharp } = await import('sharp');
  const m = await sharp(Buffer.from(bytes as ArrayBuffer)).metadata();
  return { format: m.format, width: m.width, height: m.height, exif: m.exif !== undefined };
}

/** PNG as the server keeps it: the same 8 × 8 picture, without metadata. */
export const KEPT_PNG = { format: 'png', width: 8, height: 8, exif: false };
