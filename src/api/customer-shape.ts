// The customer resource's normaliser (contract type: CustomerInfo in src/api/customer.ts), loaded with the answer it
// reads.
import type { components } from '../../openapi/storefront.d.ts';

type CustomerInfo = components['schemas']['CustomerInfo'];
import { shapeOf } from './shape-readers.ts';

/**
 * The customer's profile of any version: flags as 0/1 (v2.6 has no `is_email_verified`: absent), balance and points
 * as numbers, the chosen interest modules as ids.
 */
export const customerInfoOf = (value: unknown): CustomerInfo =>
  shapeOf<CustomerInfo>(value, {
    id: 'integer',
    f_name: 'textOrNull',
    l_name: 'textOrNull',
    phone: 'textOrNull',
    email: 'textOrNull',
    image: 'textOrNull',
    image_full_url: 'textOrNull',
    is_phone_verified: 'flag',
    is_email_verified: 'flag',
    wallet_balance: 'number',
    loyalty_point: 'integer',
    ref_code: 'text',
    ref_by: 'integerOrNull',
    status: 'flagOn',
    order_count: 'integer',
    member_since_days: 'integer',
    selected_modules_for_interest: 'integers',
    interest: 'objectOrNull',
  });
