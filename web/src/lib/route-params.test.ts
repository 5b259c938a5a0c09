import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseUuidParam, uuidParams } from './route-params';

const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('route UUID params', () => {
  it('accepts a version 1–5 UUID', () => {
    expect(parseUuidParam('6F1C2B8E-4A7D-4E3B-9C1A-2D3E4F5A6B7C')).toBe('6f1c2b8e-4a7d-4e3b-9c1a-2d3e4f5a6b7c');
    expect(uuidParams('id')({ id: '6f1c2b8e-4a7d-1e3b-8c1a-2d3e4f5a6b7c' })).toEqual({
      id: '6f1c2b8e-4a7d-1e3b-8c1a-2d3e4f5a6b7c',
    });
  });

  it.each(['abc', '6f1c2b8e-4a7d-6e3b-9c1a-2d3e4f5a6b7c', '6f1c2b8e4a7d4e3b9c1a2d3e4f5a6b7c', ''])(
    'throws notFound for %j',
    (value) => {
      expect(isNotFound(thrown(() => parseUuidParam(value)))).toBe(true);
    },
  );
});
