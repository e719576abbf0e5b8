import { pointTransferMachine } from '../../machines/point-transfer.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** config.loyalty_point_minimum_point and the customer's points in the (fake) data. */
export const pointsMinimum = 100;
export const pointsBalance = 1250;

export const pointTransferPaths: MachinePathConfig = {
  machine: withInertActors(pointTransferMachine),
  input: { minimum: pointsMinimum },
  variants: {
    OPEN: [{ balance: pointsBalance }],
    // convertible, below the minimum, above the balance (each problem's words: point-transfer.test.ts)
    POINTS: [{ points: '500' }, { points: '50' }, { points: '2000' }],
    'xstate.done.actor.transferPoints': [{ output: 'Point to wallet transfer successfully.' }],
    'xstate.error.actor.transferPoints': [{ error: new Error('Insufficient point.') }],
  },
  serializeContext: (c: { points: string }) => ({ points: c.points }),
};
