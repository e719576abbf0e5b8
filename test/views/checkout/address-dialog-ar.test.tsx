import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The address modal in Arabic (spec part 1 §2, §5: every message in en and ar): its title, map, Label As choices,
// fields, the three required-field messages, the outside-every-zone message, and the guest's contact-info modal.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddressSelector } from '../../../src/features/checkout/address-selector.tsx';
import { FakeApi, error, json, type Reply } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

// Leaflet cannot lay out in jsdom: a stand-in carrying the map's accessible name.
vi.mock('../../../src/ui/map-canvas.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="application" aria-label={label} />,
}));

const ZONE = 'GET /api/v1/config/get-zone-id';
const gulshan = { lat: 23.7925, lng: 90.4078 };

let api: FakeApi;
beforeEach(() => {
  toast.remove();
  localStorage.clear();
  api = new FakeApi()
    .on('GET /api/v1/config', json({ country_picker_status: 0 }))
    .on('GET /api/v1/config/geocode-api', json({ status: 'OK', results: [{ formatted_address: 'شارع جلشان، دكا' }] }))
    .on('GET /api/v1/customer/address/list', json({ total_size: 0, limit: 50, offset: 1, addresses: [] }));
  api.hold(ZONE);
});

async function answerLookup(reply: Reply) {
  await waitFor(() => expect(api.waiting(ZONE)).toBeGreaterThan(0));
  await act(async () => {
    while (api.waiting(ZONE) > 0) api.release(ZONE, reply);
  });
}

async function render(guest: boolean, orderType: 'delivery' | 'take_away' = 'delivery') {
  if (guest) localStorage.setItem('guest_id', 'guest-1');
  else localStorage.setItem('token', 'token-abc');
  await renderWithProviders(
    <AddressSelector
      guest={guest}
      orderType={orderType}
      addresses={[]}
      selected={null}
      onSelect={() => {}}
      guestContact={null}
      onGuestContactChange={() => {}}
      storeZoneId={1}
      start={gulshan}
      countryPicker={false}
      country="BD"
    />,
    { language: 'ar', route: '/checkout?page=cart' },
  );
}

describe('the address modal in Arabic', () => {
  it('names everything in Arabic and words the required fields', async () => {
    await render(false);
    expect(screen.getByRole('heading', { name: 'عناوين التوصيل' })).toBeInTheDocument();
    expect(screen.getByText('لم يتم اختيار عنوان توصيل بعد.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إضافة عنوان' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عنوان جديد' });
    expect(
      await within(dialog).findByRole('application', { name: 'الخريطة: اسحب الخريطة أو الدبوس لاختيار العنوان' }),
    ).toBeInTheDocument();
    const labelAs = within(dialog).getByRole('group', { name: 'تسمية كـ' });
    for (const type of ['المنزل', 'المكتب', 'أخرى'])
      expect(within(labelAs).getByRole('radio', { name: type })).toBeInTheDocument();
    for (const field of ['رقم الشارع', 'الطابق', /^اسم جهة الاتصال/, /^رقم جهة الاتصال/])
      expect(within(dialog).getByRole('textbox', { name: field })).toBeInTheDocument();

    await answerLookup(json({ zone_id: '[1]', zone_data: [] }));
    const save = within(dialog).getByRole('button', { name: 'حفظ العنوان' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog).findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('رقم الهاتف مطلوب')).toBeInTheDocument();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('says in Arabic that a point outside every zone cannot be saved', async () => {
    await render(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إضافة عنوان' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عنوان جديد' });
    await answerLookup(error(403, 'coordinates', 'service_not_available_in_this_area'));
    expect(
      await within(dialog).findByText('هذا الموقع خارج جميع مناطق التوصيل. اختر نقطة داخل منطقة.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'حفظ العنوان' })).toBeDisabled();
  });

  it("opens the guest's contact info (take-away) in Arabic and words the missing name and number", async () => {
    await render(true, 'take_away');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إضافة معلومات الاتصال' }));
    const dialog = await screen.findByRole('dialog', { name: 'معلومات الاتصال' });
    expect(within(dialog).queryByRole('application')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'البريد الإلكتروني (اختياري)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'حفظ العنوان' }));
    expect(await within(dialog).findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('رقم الهاتف مطلوب')).toBeInTheDocument();
    expect(within(dialog).queryByText('العنوان مطلوب')).not.toBeInTheDocument();
  });
});
