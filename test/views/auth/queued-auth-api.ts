// The fake server for the path replays: the auth calls are answered in order with (actor, status, body) built
// from the path's done/error events. A call made before its answer is given waits for it (an event may come
// between a call and its answer, e.g. a config change); an answer given before its call waits in the queue.
import { resetFakeApi, route } from '../../support/fake-api.ts';

type Answer = { actor: string; status: number; body: unknown };
type Reply = { status: number; body: unknown };

export const answerQueue: Answer[] = [];
export const endpointLog: { actor: string; endpoint: string }[] = [];
const waiting: ((answer: Answer) => void)[] = [];

/** Gives the next answers: to the calls already waiting first, then to the calls still to come. */
export function answer(...answers: Answer[]) {
  for (const a of answers) {
    const call = waiting.shift();
    if (call) call(a);
    else answerQueue.push(a);
  }
}

const authEndpoints = [
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/sign-up',
  'POST /api/v1/auth/verify-phone',
  'POST /api/v1/auth/resend-otp',
  'POST /api/v1/auth/firebase-verify-token',
  'POST /api/v1/auth/update-info',
  'POST /api/v1/demo/social/token',
  'POST /api/v1/demo/firebase/send-code',
];

export function installQueuedAuthApi() {
  resetFakeApi();
  answerQueue.length = 0;
  endpointLog.length = 0;
  waiting.length = 0;
  for (const endpoint of authEndpoints)
    route(endpoint, () => {
      const reply = (a: Answer): Reply => {
        endpointLog.push({ actor: a.actor, endpoint });
        return { status: a.status, body: a.body };
      };
      const next = answerQueue.shift();
      return next ? reply(next) : new Promise<Reply>((resolve) => waiting.push((a) => resolve(reply(a))));
    });
}
