// The contract fuzz (test/server/fuzz.test.ts) cannot stay silent: its judge reports every status the contract does
// not document for the operation (the fuzz's probe fails on each report), a 5xx or a shapeless error fails at once,
// a smaller sample than required fails, and so does an operation of the contract without a handler.
import { describe, expect, it } from 'vitest';
import { allOperations } from '../support/contract-validator.ts';
import { assertEveryRun, assertImplemented, isDocumented, judge } from '../support/fuzz-request.ts';
import type { FuzzRequest } from '../support/fuzz-arbitraries.ts';

const op = allOperations().find((o) => o.method === 'get' && o.path === '/api/v1/config')!;
const req: FuzzRequest = { params: {}, query: [], headers: {}, body: { kind: 'none' } };
const errors = { errors: [{ code: 'x', message: 'teapot' }] };

describe('the fuzz judge', () => {
  it('reports a status the contract does not document for the operation', () => {
    expect(op).toBeDefined();
    expect(isDocumented(op, 418)).toBe(false);
    const finding = judge(op, req, { status: 418, contentType: 'application/json', body: errors });
    expect(finding).toMatchObject({ operationId: op.operationId, status: 418 });
    expect(finding!.request).toContain('/api/v1/config');
  });

  it('fails on a 5xx and on an error without the {errors:[{code,message}]} shape', () => {
    expect(() => judge(op, req, { status: 500, contentType: 'application/json', body: errors })).toThrow(
      `${op.operationId} answered 500`,
    );
    expect(() => judge(op, req, { status: 418, contentType: 'text/plain', body: 'no' })).toThrow(
      'lacks the {errors:[{code,message}]} shape',
    );
  });

  it('fails a documented answer that does not match the contract', () => {
    expect(isDocumented(op, 200)).toBe(true);
    expect(() => judge(op, req, { status: 200, contentType: 'application/json', body: 'not a config' })).toThrow();
  });
});

describe('the fuzz sample', () => {
  it('fails with fewer random runs than required, passes with all of them', () => {
    expect(() => assertEveryRun('getConfig', 7, 20, 30_000)).toThrow(
      'getConfig: 7 of the 20 required random runs within FUZZ_BUDGET_MS=30000',
    );
    expect(() => assertEveryRun('getConfig', 20, 20, 30_000)).not.toThrow();
  });

  it('fails an operation of the contract without a handler', () => {
    expect(() => assertImplemented('getConfig', new Set(['other']))).toThrow(
      'getConfig is in the contract but has no handler',
    );
    expect(() => assertImplemented('getConfig', new Set(['getConfig']))).not.toThrow();
  });
});
