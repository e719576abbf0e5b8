// Demo mode is a deployment setting, off unless asked for, and the server binds the loopback
// interface unless HOST says otherwise; `npm start` (the demo shop) turns demo mode on and keeps the loopback bind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readEnv } from '../../server/env.ts';

describe('deployment defaults', () => {
  it('demo mode is off and the bind is 127.0.0.1 unless the environment says otherwise', () => {
    const env = readEnv({});
    expect(env.demoMode).toBe(false);
    expect(env.host).toBe('127.0.0.1');
    expect(readEnv({ DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(readEnv({ DEMO_MODE: 'true' }).demoMode).toBe(false); // only 1 switches it on
    expect(readEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('npm start runs the demo shop in demo mode without widening the bind', () => {
    const script = readFileSync(join(projectRoot, 'scripts/start.mjs'), 'utf8');
    expect(script).toMatch(/env: \{ DEMO_MODE: '1', \.\.\.process\.env \}/);
    expect(script).not.toMatch(/0\.0\.0\.0/);
  });

  it('payment callbacks may lead back only to the served origin, PUBLIC_URL and PAYMENT_CALLBACK_ORIGINS', () => {
    const env = readEnv({ PORT: '4000', PUBLIC_URL: 'https://shop.example/' });
    expect(env.publicUrl).toBe('https://shop.example');
    expect(env.paymentCallbackOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'https://shop.example',
    ]);
    const listed = readEnv({ PUBLIC_URL: 'https://shop.example', PAYMENT_CALLBACK_ORIGINS: 'https://spa.example/, ' });
    expect(listed.paymentCallbackOrigins).toEqual(['https://spa.example']); // PUBLIC_URL is always allowed besides
    // CORS_ORIGINS=* never widens where a payment may redirect
    expect(readEnv({ PUBLIC_URL: 'https://shop.example', CORS_ORIGINS: '*' }).paymentCallbackOrigins).toEqual([
      'https://shop.example',
    ]);
  });
});
