// One handler style (docs/architecture.md, "The request path (server)"): a handler in server/handlers/ is a thin
// adapter — it reads the request, calls server/lib/<area>, and shapes the answer. So a handler file imports nothing
// of drizzle and nothing of server/db/ (no query builder, no table), calls no query builder on a database
// (`ctx.db.select(…)`, `tx.insert(…)`, …), and none of its functions is over 60 lines (the factory handed to
// `defineHandlers`, which only lists the handlers, aside). It reads its request through the contract's types
// (ApiRequest, server/lib/http/handler.ts): no cast of `req.query`, `req.params` or `req.body` — a cast there hides a
// contract that says something else than what the handler reads.
import ts from 'typescript';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFiles } from '../support/project-files.ts';

/** The longest a handler (or any other function of a handler file) may be, in lines. */
const MAX_HANDLER_LINES = 60;

/** The query builder's entry points on a database or a transaction. */
const builders = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction', 'query']);

/** The parts of a request the contract types. */
const contractParts = new Set(['query', 'params', 'body']);

/** What breaks the style in one handler file, one line each (`path:line what`). */
export function handlerStyleFindings(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const report = (node: ts.Node, what: string) => found.push(`${path}:${lineOf(node.getStart(source))} ${what}`);

  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const from = node.moduleSpecifier.text;
      if (from === 'drizzle-orm' || from.startsWith('drizzle-orm/')) report(node, `imports ${from}`);
      else if (from.startsWith('.') && normalize(join(dirname(path), from)).startsWith('server/db/'))
        report(node, `imports ${from} (the database's schema or client)`);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: target, name } = node.expression;
      const on = ts.isPropertyAccessExpression(target) ? target.name.text : ts.isIdentifier(target) ? target.text : '';
      if (builders.has(name.text) && (on === 'db' || on === 'tx'))
        report(node, `calls the query builder (${on}.${name.text})`);
    }
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      let cast: ts.Expression = node.expression;
      while (ts.isParenthesizedExpression(cast)) cast = cast.expression;
      if (ts.isPropertyAccessExpression(cast) && contractParts.has(cast.name.text))
        report(node, `casts ${cast.getText(source)} (read it through the contract's types)`);
    }
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const isFactory =
        ts.isCallExpression(node.parent) &&
        ts.isIdentifier(node.parent.expression) &&
        node.parent.expression.text === 'defineHandlers';
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      if (!isFactory && lines > MAX_HANDLER_LINES)
        report(node, `has a function of ${lines} lines (at most ${MAX_HANDLER_LINES})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one handler style', () => {
  it('every file of server/handlers/ is a thin adapter over server/lib/', () => {
    const files = projectFiles(['server/handlers'], (p) => p.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => handlerStyleFindings(f.path, f.text))).toEqual([]);
  });

  describe('the check', () => {
    const path = 'server/handlers/shop.ts';
    const handler = (lines: number) =>
      [
        "import { defineHandlers } from '../lib/http/handler.ts';",
        "import { shopOf } from '../lib/shop/shop.ts';",
        'export const shopHandlers = defineHandlers((ctx) => ({',
        '  getShop: async (req) => {',
        ...Array.from({ length: lines - 3 }, (_, i) => `    const step${i} = await shopOf(ctx.db, req.query.id);`),
        '    return { ok: true };',
        '  },',
        '}));',
      ].join('\n');

    it('passes a handler that parses, calls lib and serializes, up to 60 lines', () => {
      expect(handlerStyleFindings(path, handler(60))).toEqual([]);
    });

    it('finds a handler over 60 lines', () => {
      expect(handlerStyleFindings(path, handler(61))).toEqual([`${path}:4 has a function of 61 lines (at most 60)`]);
    });

    it('finds a drizzle import, a table import and a query built in the handler', () => {
      const text = [
        "import { eq } from 'drizzle-orm';",
        "import type { PgTable } from 'drizzle-orm/pg-core';",
        "import { shops } from '../db/schema/catalogue.ts';",
        "import { defineHandlers } from '../lib/http/handler.ts';",
        'export const shopHandlers = defineHandlers((ctx) => ({',
        '  getShop: async (req) => {',
        '    const [row] = await ctx.db.select().from(shops).where(eq(shops.id, req.query.id));',
        '    await ctx.db.transaction(async (tx) => tx.update(shops).set({ seen: 1 }));',
        '    return row;',
        '  },',
        '}));',
      ].join('\n');
      expect(handlerStyleFindings(path, text)).toEqual([
        `${path}:1 imports drizzle-orm`,
        `${path}:2 imports drizzle-orm/pg-core`,
        `${path}:3 imports ../db/schema/catalogue.ts (the database's schema or client)`,
        `${path}:7 calls the query builder (db.select)`,
        `${path}:8 calls the query builder (db.transaction)`,
        `${path}:8 calls the query builder (tx.update)`,
      ]);
    });

    it('finds a cast of the request the contract types', () => {
      const text = [
        "import { defineHandlers } from '../lib/http/handler.ts';",
        "import { shopOf } from '../lib/shop/shop.ts';",
        'export const shopHandlers = defineHandlers((ctx) => ({',
        '  getShop: async (req) => shopOf(ctx.db, (req.query as { id: number }).id),',
        '  putShop: async (req) => shopOf(ctx.db, (req.body as { id?: number } | undefined)?.id),',
        '  getShopById: async (req) => shopOf(ctx.db, req.params.id, req.scope.locale as string),',
        '}));',
      ].join('\n');
      expect(handlerStyleFindings(path, text)).toEqual([
        `${path}:4 casts req.query (read it through the contract's types)`,
        `${path}:5 casts req.body (read it through the contract's types)`,
      ]);
    });
  });
});
