import { fromPromise } from 'xstate';
import { pointTransferMachine } from '../../../machines/point-transfer.machine.ts';
import { transferPoints } from '../../api/wallet.ts';

/** The point-transfer flow bound to POST customer/loyalty-point/point-transfer (answers the server's message). */
export function createPointTransferMachine() {
  return pointTransferMachine.provide({
    actors: {
      transferPoints: fromPromise<string, { point: number }>(({ input }) => transferPoints(input.point)),
    },
  });
}
