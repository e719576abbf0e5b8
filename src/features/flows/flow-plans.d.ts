// The QA test plans of every machine, generated at build time (scripts/vite-flows.mjs from `npm run paths`).
declare module 'virtual:flow-plans' {
  import type { FlowPlans } from './flow-catalogue.ts';
  const plans: FlowPlans;
  export default plans;
}
