// The images a customer may send with an order, a review or a refund request (and the profile photo): jpg / png /
// gif of at most 2 MB, at most 3 at a time. The server recognises the format by the file's bytes
// (server/lib/http/image-upload.ts); the app checks the browser's type and size first, so a wrong file gets its
// message before anything is sent.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Images per order, review or refund request. */
export const MAX_ORDER_IMAGES = 3;
/** The server's answer to a fourth image (6amMart's words). */
export const TOO_MANY_IMAGES_MESSAGE = 'Maximum 3 images can be send at a time.';
/** The formats accepted, by the browser's type (what a file input may offer: `accept`) and by the name's extension. */
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Why an image cannot go: its format, its size, or one too many. */
export type ImageProblem = 'format' | 'size' | 'count';

/** Why one file cannot go as an image (its format — type, and extension when it has a name — or its size), or null. */
export function imageProblem(file: { name?: string; type: string; size: number }): 'format' | 'size' | null {
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const ext = file.name === undefined ? null : (file.name.split('.').pop()?.toLowerCase() ?? '');
  if (!typeOk || (ext !== null && !(IMAGE_EXTENSIONS as readonly string[]).includes(ext))) return 'format';
  return file.size > MAX_IMAGE_BYTES ? 'size' : null;
}

/**
 * The files that may join `held` images already chosen (in order, up to `max` in all) and the first problem met
 * among the rest (null when every file was taken).
 */
export function acceptImages<F extends { name?: string; type: string; size: number }>(
  held: number,
  files: readonly F[],
  max = MAX_ORDER_IMAGES,
): { accepted: F[]; problem: ImageProblem | null } {
  const accepted: F[] = [];
  let problem: ImageProblem | null = null;
  for (const file of files) {
    const found = imageProblem(file) ?? (held + accepted.length >= max ? 'count' : null);
    if (found) problem ??= found;
    else accepted.push(file);
  }
  return { accepted, problem };
}

/** One image of a single-image picker (a logo, a profile photo): the file when the image rule takes it, else why not. */
export const oneImage = <F extends { name?: string; type: string; size: number }>(file: F) => {
  const { accepted, problem } = acceptImages(0, [file], 1);
  return { image: accepted[0] ?? null, problem };
};
