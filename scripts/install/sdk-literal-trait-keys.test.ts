import { describe, expect, it } from 'vitest';
import { literalTraitKeys } from './sdk-literal-trait-keys.mjs';

/** A fragment in the shape the SDK's code generator writes (client-s3 dist-es/schemas/schemas_0.js). */
const GENERATED = `const _PBC = "PutBucketCors";
const _h = "http";
const _hC = "httpChecksum";
const _xN = "xmlName";
const n0 = "com.amazonaws.s3";
import { TypeRegistry } from "@smithy/core/schema";
export var PutBucketCors$ = [9, n0, _PBC,
    { [_hC]: "-", [_h]: ["PUT", "/?cors", 200] }, () => PutBucketCorsRequest$, () => __Unit
];
export var CORSRule$ = [3, n0, "CORSRule", 0, [_h], [[0, { [_xN]: _h }]]];
const other = { [Symbol.iterator]: 1, [someImport]: 2 };
`;

describe('literalTraitKeys (the SDK fix aws/aws-sdk-js-v3#7607 applied to installed clients)', () => {
  it('writes every computed key naming a string constant of the module as that string, values untouched', () => {
    const { source, replaced } = literalTraitKeys(GENERATED);

    expect(replaced).toBe(3);
    expect(source).toContain('{ "httpChecksum": "-", "http": ["PUT", "/?cors", 200] }');
    expect(source).toContain('[[0, { "xmlName": _h }]]');
    // values that name a constant stay references; keys naming anything else stay computed
    expect(source).toContain('[9, n0, _PBC,');
    expect(source).toContain('{ [Symbol.iterator]: 1, [someImport]: 2 }');
  });

  it('is idempotent: a fixed module has nothing left to rewrite', () => {
    const once = literalTraitKeys(GENERATED).source;
    expect(literalTraitKeys(once)).toEqual({ source: once, replaced: 0 });
  });

  it('keeps escaped characters of a constant exactly as written', () => {
    const { source } = literalTraitKeys('const _q = "a\\"b";\nexport var X$ = { [_q]: 1 };\n');
    expect(source).toContain('{ "a\\"b": 1 }');
  });
});
