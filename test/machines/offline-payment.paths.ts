import { offlinePaymentMachine, type OfflineMethodFields } from '../../machines/offline-payment.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** The offline methods as the (fake) server lists them. */
export const offlineMethods: OfflineMethodFields[] = [
  {
    id: 1,
    name: 'Bank Transfer',
    details: [
      { name: 'Bank', value: 'City Bank' },
      { name: 'Account', value: '0123456789' },
    ],
    inputs: [
      { name: 'transaction_id', label: 'Transaction ID', required: true },
      { name: 'sender_name', label: 'Account holder name', required: false },
    ],
  },
  {
    id: 2,
    name: 'bKash Personal',
    details: [{ name: 'Number', value: '01700000000' }],
    inputs: [
      { name: 'phone_number', label: 'Your bKash number', required: true },
      { name: 'transaction_id', label: 'Transaction ID', required: true },
    ],
  },
];

export const offlinePaymentPaths: MachinePathConfig = {
  machine: withInertActors(offlinePaymentMachine),
  input: { orderId: 100001, sent: null },
  variants: {
    CHOOSE_METHOD: (snapshot) => [
      { methodId: (snapshot.context as { methodId: number | null }).methodId === 1 ? 2 : 1 },
    ],
    // the first required field of the chosen method (a field of another method is refused: offline-payment.test.ts)
    FIELD: (snapshot) => {
      const c = snapshot.context as { methodId: number | null };
      const method = offlineMethods.find((m) => m.id === c.methodId);
      return method ? [{ name: method.inputs[0]!.name, value: 'TX-7781' }] : [];
    },
    NOTE: [{ note: 'Paid from my savings account.' }],
    METHODS: [{ methods: offlineMethods }],
    'xstate.done.actor.sendInfo': [{ output: undefined }],
    'xstate.error.actor.sendInfo': [{ error: new Error('The transaction id field is required.') }],
  },
  // the guards read the method and whether its required fields are filled; `update` changes the answer's words
  serializeContext: (c: { methodId: number | null; values: Record<string, string>; update: boolean }) => ({
    methodId: c.methodId,
    filled: Object.keys(c.values).sort(),
    update: c.update,
  }),
};
