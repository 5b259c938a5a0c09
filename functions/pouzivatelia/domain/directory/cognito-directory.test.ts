import type { ListUsersCommandInput, UserType } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoDirectory, toDirectoryAccount } from './cognito-directory';
import { directory } from './directory';

const u = (username: string, attrs: Record<string, string>, enabled = true): UserType => ({
  Username: username,
  Enabled: enabled,
  Attributes: Object.entries(attrs).map(([Name, Value]) => ({ Name, Value })),
});

describe('Cognito directory', () => {
  it('reads every page of ListUsers and skips disabled users', async () => {
    const pages: Record<string, { Users: UserType[]; PaginationToken?: string }> = {
      first: { Users: [u('jnovak', { given_name: 'Ján', family_name: 'Novák', email: 'jan@sopsr.sk' })], PaginationToken: 'p2' },
      p2: { Users: [u('vypnuty', { given_name: 'X', family_name: 'Y' }, false), u('abc-123', { preferred_username: 'ekralova', given_name: 'Eva', family_name: 'Kráľová' })] },
    };
    const seen: (string | undefined)[] = [];
    const send = async (input: ListUsersCommandInput) => {
      seen.push(input.PaginationToken);
      expect(input.UserPoolId).toBe('eu-central-1_pool');
      return pages[input.PaginationToken ?? 'first'];
    };

    const accounts = await cognitoDirectory('eu-central-1_pool', send).listAccounts();

    expect(seen).toEqual([undefined, 'p2']);
    expect(accounts).toEqual([
      { login: 'jnovak', meno: 'Ján', priezvisko: 'Novák', email: 'jan@sopsr.sk' },
      { login: 'ekralova', meno: 'Eva', priezvisko: 'Kráľová', email: undefined },
    ]);
  });

  it('uses preferred_username as the login (what the session gets), else the username', () => {
    expect(toDirectoryAccount(u('sub-1', { preferred_username: 'pkovac' }))?.login).toBe('pkovac');
    expect(toDirectoryAccount(u('pkovac', {}))).toEqual({ login: 'pkovac', meno: '', priezvisko: 'pkovac', email: undefined });
  });

  it('is chosen by COGNITO_USER_POOL_ID; the local file directory by LOCAL_DIRECTORY_FILE; nothing configured is an error', () => {
    expect(directory({ COGNITO_USER_POOL_ID: 'pool' })).toBeDefined();
    expect(directory({ LOCAL_DIRECTORY_FILE: '/tmp/x.json' })).toBeDefined();
    expect(() => directory({})).toThrow(/No directory configured/);
  });
});
