// The address modal's form (spec part 1 §3, §5): Label As, road, house, floor, the contact's name and number (both
// required), a guest's email (optional) and the number's dialling code. Messages are i18n keys (`address.errors.*`),
// the view translates them.
import { object, string, type InferType } from 'yup';

export const addressMessages = {
  addressRequired: 'address.errors.addressRequired',
  nameRequired: 'address.errors.nameRequired',
  phoneRequired: 'address.errors.phoneRequired',
} as const;

export const addressTypes = ['home', 'office', 'other'] as const;

/** Text that is more than spaces (the value is sent as typed). */
const filled = (message: string) =>
  string()
    .defined()
    .test('filled', message, (value) => value.trim() !== '');

export const addressFormSchema = object({
  address_type: string<(typeof addressTypes)[number]>().required().oneOf(addressTypes),
  address_label: string().defined(),
  road: string().defined(),
  house: string().defined(),
  floor: string().defined(),
  contact_person_name: filled(addressMessages.nameRequired),
  contact_person_number: filled(addressMessages.phoneRequired),
  contact_person_email: string().defined(),
  /** The country's dialling code, put before a number typed without one when the country picker shows. */
  dial_code: string().defined(),
});
export type AddressFormValues = InferType<typeof addressFormSchema>;
