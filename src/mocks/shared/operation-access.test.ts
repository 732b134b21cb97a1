import document from '@portal/sdk/openapi.json';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../scripts/operations';
import { accessRuleOf, accessTableKeys } from './operation-access';

const operations = listOperations(document).map((op) => ({
  ...op,
  key: `${op.method.toUpperCase()} ${op.path}`,
  // the path as called, a parameter filled in
  called: op.path.replace(/\{[^}]+\}/g, '1'),
}));

describe('the access table', () => {
  it('has a rule for every operation of the contract: its own entry, else a default of its path', () => {
    const unclassified = operations
      .filter((op) => accessRuleOf(op.method, op.called).source === '')
      .map((op) => op.key);
    expect(unclassified).toEqual([]);
  });

  it('gives every operation its own entry, not one of another operation whose template matches its path', () => {
    const keys = new Set(accessTableKeys.operations);
    const hidden = operations.flatMap((op) => {
      const { source } = accessRuleOf(op.method, op.called);
      return keys.has(source) && source !== op.key ? [`${op.key} takes the rule of ${source}`] : [];
    });
    expect(hidden).toEqual([]);
  });

  it('names only operations and path prefixes of the contract', () => {
    const known = new Set(operations.map((op) => op.key));
    expect(accessTableKeys.operations.filter((key) => !known.has(key))).toEqual([]);
    const prefixes = new Set(
      operations.flatMap((op) => {
        const literal = op.path.split('/').slice(2);
        const end = literal.findIndex((segment) => segment.startsWith('{'));
        return (end < 0 ? literal : literal.slice(0, end)).map((_, i, all) => all.slice(0, i + 1).join('/'));
      }),
    );
    expect(accessTableKeys.defaults.filter((prefix) => !prefixes.has(prefix))).toEqual([]);
  });

  it('makes public exactly the operations the contract sends without credentials', () => {
    const publicInTable = operations.filter((op) => accessRuleOf(op.method, op.called).access === 'public');
    expect(publicInTable.map((op) => op.key).sort()).toEqual(
      operations
        .filter((op) => op.public)
        .map((op) => op.key)
        .sort(),
    );
  });

  it('takes the most specific entry and the longest prefix', () => {
    expect(accessRuleOf('GET', '/api/Case/all').access).toEqual(['Admin']);
    expect(accessRuleOf('GET', '/api/Case/1001').access).toBe('signedIn');
    expect(accessRuleOf('PUT', '/api/Case/1001/product').access).toEqual(['Admin', 'Manager']);
    expect(accessRuleOf('GET', '/api/ApplicationUser/leasingSurvey/101').source).toBe('ApplicationUser/leasingSurvey');
    expect(accessRuleOf('HEAD', '/base/api/Department').access).toBe('signedIn');
    expect(accessRuleOf('GET', '/api/toString').source).toBe('');
  });
});
