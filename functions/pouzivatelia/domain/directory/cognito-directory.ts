/**
 * The Cognito user pool as the directory (AWS). Needs `cognito-idp:ListUsers` on the pool for the
 * synchronisation function and COGNITO_USER_POOL_ID in its environment.
 */
import type { CognitoIdentityProviderClient, ListUsersCommandInput, UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { Directory, DirectoryAccount } from './directory';

// The Cognito SDK is loaded when a synchronisation runs, not when the route's Lambda starts (in AWS it
// is a module installed beside the bundle: infra/lib/bundling.ts, modulesBesideBundle).
const loadCognito = () => import('@aws-sdk/client-cognito-identity-provider');

let client: CognitoIdentityProviderClient | undefined;
type ListUsers = (input: ListUsersCommandInput) => Promise<{ Users?: UserType[]; PaginationToken?: string }>;
const listUsersInCognito: ListUsers = async (input) => {
  const { CognitoIdentityProviderClient, ListUsersCommand } = await loadCognito();
  client ??= new CognitoIdentityProviderClient({ region: process.env.AWS_REGION });
  return client.send(new ListUsersCommand(input));
};

/** Maps a Cognito user to a directory account; the login is what the session gets (preferred_username, else the username). */
export function toDirectoryAccount(user: UserType): DirectoryAccount | null {
  const attr = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value?.trim();
  const login = attr('preferred_username') || user.Username;
  if (!login) return null;
  return {
    login,
    meno: attr('given_name') ?? '',
    priezvisko: attr('family_name') ?? attr('name') ?? login,
    email: attr('email') || undefined,
  };
}

export function cognitoDirectory(userPoolId: string, listUsers: ListUsers = listUsersInCognito): Directory {
  return {
    async listAccounts() {
      const accounts: DirectoryAccount[] = [];
      let PaginationToken: string | undefined;
      do {
        // 60 is the largest page ListUsers returns
        const out = await listUsers({ UserPoolId: userPoolId, Limit: 60, PaginationToken });
        for (const u of out.Users ?? []) {
          if (u.Enabled === false) continue;
          const a = toDirectoryAccount(u);
          if (a) accounts.push(a);
        }
        PaginationToken = out.PaginationToken;
      } while (PaginationToken);
      return accounts;
    },
  };
}
