// The additional (service) charge of a store order, a parcel and a rental trip (6amMart's `additional_charge`): the
// config's while `additional_charge_status` is 1, else none. Its own module so the trip and parcel pages carry no
// more of the pricing than this.

/** The config settings the additional charge reads. */
export interface AdditionalChargeConfig {
  additional_charge_status?: number | null;
  additional_charge?: number | null;
}

/** The additional charge of an order or a trip: the config's while its status is 1, else 0. */
export const additionalChargeOf = (config: AdditionalChargeConfig) =>
  config.additional_charge_status === 1 ? (config.additional_charge ?? 0) : 0;
