import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadShellCredentials } from './aws-credentials';

const KEYS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_SHARED_CREDENTIALS_FILE', 'AWS_CONFIG_FILE'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('operator commands sign with the shell’s credentials', () => {
  it('a named profile (as the AWS CLI reads it) ends up in the environment the product’s clients read', async () => {
    for (const k of KEYS) delete process.env[k];
    const dir = mkdtempSync(path.join(tmpdir(), 'es-creds-'));
    writeFileSync(path.join(dir, 'credentials'), '[operator]\naws_access_key_id = AKIAOPERATOR\naws_secret_access_key = s3cr3t\naws_session_token = tok\n');
    writeFileSync(path.join(dir, 'config'), '[profile operator]\nregion = eu-central-1\n');
    Object.assign(process.env, { AWS_PROFILE: 'operator', AWS_SHARED_CREDENTIALS_FILE: path.join(dir, 'credentials'), AWS_CONFIG_FILE: path.join(dir, 'config') });
    await loadShellCredentials();
    expect([process.env.AWS_ACCESS_KEY_ID, process.env.AWS_SECRET_ACCESS_KEY, process.env.AWS_SESSION_TOKEN]).toEqual(['AKIAOPERATOR', 's3cr3t', 'tok']);
  });

  it('keys already in the environment are kept', async () => {
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIAENV', AWS_SECRET_ACCESS_KEY: 'env', AWS_PROFILE: 'nonexistent' });
    await loadShellCredentials();
    expect(process.env.AWS_ACCESS_KEY_ID).toBe('AKIAENV');
  });
});
