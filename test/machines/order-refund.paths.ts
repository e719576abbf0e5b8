import { orderRefundMachine } from '../../machines/order-refund.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** The refund reasons as the (fake) server lists them. */
export const refundReasons = ['Item is damaged', 'Wrong item delivered', 'Item is missing'];

/** A picture the form takes, and a file it refuses by its format (together: one taken, the problem named). */
export const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'photo.png', { type: 'image/png' });
export const receipt = () => new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });

export const orderRefundPaths: MachinePathConfig = {
  machine: withInertActors(orderRefundMachine),
  input: { orderId: 100001 },
  variants: {
    // a listed reason other than the one chosen (a click on the checked one changes nothing; one the list does not
    // hold is refused by the guard: order-refund.test.ts)
    CHOOSE: (snapshot) => [
      {
        reason:
          (snapshot.context as { reason: string | null }).reason === refundReasons[1]
            ? refundReasons[0]
            : refundReasons[1],
      },
    ],
    NOTE: [{ note: 'The box held another dish.' }],
    ADD_IMAGES: [{ files: [photo(), receipt()] }],
    REMOVE_IMAGE: [{ index: 0 }],
    REASONS: [{ reasons: refundReasons }],
    'xstate.done.actor.requestRefund': [{ output: 'Refund request placed successfully.' }],
    'xstate.error.actor.requestRefund': [{ error: new Error('A refund has already been requested for this order.') }],
  },
  // the guards read the reason and the images held (0–3: a fourth is refused); the note and the last problem are
  // shown but decide nothing
  serializeContext: (c: { reason: string | null; images: Blob[] }) => ({ reason: c.reason, images: c.images.length }),
};
