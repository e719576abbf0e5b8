// The multipart/form-data bodies 6amMart takes files in (an order's prescription, a refund request's or a review's
// images, a chat message's).

/**
 * Every field that is set (null and undefined left out; booleans as 1 / 0, as Laravel reads them), then each file
 * field's files under its name (`order_attachment[]`, `image[]`, `attachment[]`, a registration's `logo` and
 * `identity_image[]`…), each file under its own name or `unnamed`.
 */
export function multipartForm(
  fields: Record<string, unknown>,
  files: Readonly<Record<string, readonly Blob[]>> = {},
  unnamed = 'image',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined)
      form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  for (const [field, list] of Object.entries(files))
    for (const file of list) form.append(field, file, file instanceof File ? file.name : unnamed);
  return form;
}
