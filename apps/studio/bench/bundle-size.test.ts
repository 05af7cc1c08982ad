import { describe, expect, it } from 'vitest';
import { staticImports } from './bundle-size.ts';

describe('the bundle-size bench', () => {
  it('follows static imports between chunks but not dynamic ones', () => {
    const code = 'import{a as b}from"./lit-x.js";import"./side-y.js";const m=()=>import("./monaco-setup-z.js");';
    expect(staticImports(code)).toEqual(['lit-x.js', 'side-y.js']);
  });
});
