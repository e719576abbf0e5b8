// The multipart/form-data bodies 6amMart takes files in (an order's prescription, a refund request's or a review's
// images, a chat message's).

/**
 * Every field that is set (null and undefined left out; booleans as 1 / 0, as Laravel reads them), then the files
 * repeated under `fileField` (`order_attachment[]`, `image[]`, `attachment[]`), each under its own name or `unnamed`.
 */
export function multipartForm(
  fields: Record<string, unknown>,
  files: readonly Blob[] = [],
  fileField = 'image[]',
  unnamed = 'image',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined)
      form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  for (const file of files) form.append(fileField, file, file instanceof File ? file.name : unnamed);
  return form;
}
