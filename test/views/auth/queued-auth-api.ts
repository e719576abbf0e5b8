// The fake server for the path replays: the auth calls are answered in order from a queue of
// (actor, status, body) built from the path's done/error events; with nothing queued a call stays pending
// (the path ends while that call is in flight).
import { requests, resetFakeApi, route } from '../../support/fake-api.ts';

export const answerQueue: { actor: string; status: number; body: unknown }[] = [];
export const endpointLog: { actor: string; endpoint: string }[] = [];

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
  for (const endpoint of authEndpoints)
    route(endpoint, () => {
      const next = answerQueue.shift();
      if (!next) return new Promise(() => {});
      endpointLog.push({ actor: next.actor, endpoint });
      return { status: next.status, body: next.body };
    });
}

export { requests };
