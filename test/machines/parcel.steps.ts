// Event → UI step for sending a parcel (/parcel-delivery-info).
import type { FlowSteps } from '../support/test-plans.ts';

export const parcelSteps: FlowSteps = {
  machine: 'parcel',
  when: {
    CHOOSE_CATEGORY: 'the customer chooses a parcel category',
    SUBMIT_SENDER: (e) =>
      String((e.sender as { phone?: string })?.phone ?? '').trim()
        ? 'the customer fills in the sender (place on the map, name, phone) and presses "Next"'
        : 'the customer presses "Next" with a sender field left empty',
    SUBMIT_RECEIVER: 'the customer fills in the receiver (place on the map, name, phone) and presses "Next"',
    PLACE: (e) =>
      (e.draft as { payer?: string; payment?: string })?.payer === 'receiver' &&
      (e.draft as { payment?: string })?.payment !== 'cash_on_delivery'
        ? 'the customer chooses "Receiver pays" with a payment other than cash and presses "Send Parcel"'
        : 'the customer presses "Send Parcel"',
    BACK: 'the customer presses "Back"',
  },
};
