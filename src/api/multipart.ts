// The multipart/form-data bodies 6amMart takes files in (an order's prescription, a refund request's or a review's
// images, a chat message's).

/**
 * Every field that is set (null and undefined left out; booleans as 1 / 0, as Laravel reads them), then the files
 * repeated under `fileField` (`order_attachment[]`, `image[]`, `attachment[]`) — or, for a form with several file
 * fields (a registration's `logo`, `identity_image[]`…), each field's files under its name — each file under its own
 * name or `unnamed`.
 */
export function multipartForm(
  fields: Record<string, unknown>,
  files: readonly Blob[] | Readonly<Record<string, readonly Blob[]>> = [],
  fileField = 'image[]',
  unnamed = 'image',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined)
      form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  const byField: Readonly<Record<string, readonly Blob[]>> = Array.isArray(files)
    ? { [fileField]: files as readonly Blob[] }
    : (files as Readonly<Record<string, readonly Blob[]>>);
  for (const [field, list] of Object.entries(byField))
    for (const file of list) form.append(field, file, file instanceof File ? file.name : unnamed);
  return form;
}
