import { parcelMachine, type ParcelDraft, type ParcelParty } from '../../machines/parcel.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** The sender at Karwan Bazar (zone 1). */
export const senderParty: ParcelParty = {
  name: 'Sara Sender',
  phone: '+8801911111111',
  address: 'Karwan Bazar, Dhaka',
  lat: 23.7512,
  lng: 90.3935,
  road: '12',
  house: '4B',
  floor: '',
};

/** The receiver at Uttara Sector 7 (zone 3). */
export const receiverParty: ParcelParty = {
  name: 'Rafi Receiver',
  phone: '+8801922222222',
  address: 'Uttara Sector 7, Dhaka',
  lat: 23.8709,
  lng: 90.3963,
  road: '',
  house: '',
  floor: '',
};

export const cashDraft: ParcelDraft = {
  body: { order_type: 'parcel', payment_method: 'cash_on_delivery', charge_payer: 'sender', parcel_category_id: 1 },
  payer: 'sender',
  payment: 'cash_on_delivery',
};

/** The receiver pays by wallet: refused before anything is sent. */
export const receiverWalletDraft: ParcelDraft = {
  body: { ...cashDraft.body, payment_method: 'wallet', charge_payer: 'receiver' },
  payer: 'receiver',
  payment: 'wallet',
};

export const parcelPaths: MachinePathConfig = {
  machine: withInertActors(parcelMachine),
  variants: {
    CHOOSE_CATEGORY: [{ categoryId: 1 }],
    SUBMIT_SENDER: [{ sender: senderParty }, { sender: { ...senderParty, phone: ' ' } }],
    SUBMIT_RECEIVER: [
      { receiver: receiverParty },
      { receiver: { ...receiverParty, lat: null, lng: null, address: '' } },
      { receiver: { ...receiverParty, lat: senderParty.lat, lng: senderParty.lng } },
    ],
    PLACE: [{ draft: cashDraft }, { draft: receiverWalletDraft }],
    'xstate.done.actor.placeParcel': [
      { output: { orderId: 100001, total: 21.5, redirectLink: null } },
      { output: { orderId: 100002, total: 21.5, redirectLink: 'http://localhost/payment/100002' } },
    ],
    'xstate.error.actor.placeParcel': [
      { error: new Error("The receiver's address is outside every parcel delivery zone.") },
    ],
  },
};
