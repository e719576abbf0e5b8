// What the registration pages' view tests share: a zone as the server lists it, typing into a field, choosing
// from a select, and the multipart form the page sent.
import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../support/fake-api.ts';

/** A zone as GET /zone/list answers it (its area a GeoJSON polygon of `[lng, lat]`, closed). */
export const zoneRow = (z: { id: number; name: string; ring?: [number, number][] }) => ({
  id: z.id,
  name: z.name,
  display_name: z.name,
  status: 1,
  coordinates: {
    type: 'Polygon',
    coordinates: [
      [
        ...(z.ring ?? [
          [0, 0],
          [0, 1],
          [1, 1],
        ]),
        (z.ring ?? [[0, 0]])[0]!,
      ].map(([lat, lng]) => [lng, lat]),
    ],
  },
  cash_on_delivery: true,
  digital_payment: true,
  increased_delivery_fee: 0,
  increased_delivery_fee_status: 0,
  increase_delivery_charge_message: null,
  offline_payment: false,
});

/** Replaces what the field labelled `label…` holds with `value`. */
export async function fill(label: string, value: string) {
  const user = userEvent.setup();
  const box = screen.getByLabelText(new RegExp(`^${label}`));
  await user.clear(box);
  if (value) await user.type(box, value);
}

export { choose } from '../../support/kit.ts';

/**
 * The multipart form the app sent, read back as FormData. Node's multipart parser makes each file with the global
 * `File`, which jsdom's window replaces with one the parser refuses: Node's own stands in while it reads.
 */
export async function sentForm(request: FakeRequest) {
  const windowFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await new Response(request.body as string, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
  } finally {
    globalThis.File = windowFile;
  }
}
