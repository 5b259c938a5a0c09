/**
 * The staff directory the product synchronises its users from (spec part 1 §7 'Users':
 * POST /pouzivatelia/synchronization). Locally it is the embedded identity provider's account
 * list, in AWS the Cognito user pool; a later AD/LDAP adapter implements the same interface.
 */
import { cognitoDirectory } from './cognito-directory';
import { localDirectory } from './local-directory';

export interface DirectoryAccount {
  /** The sign-in name: equals the session login (preferred_username, else the Cognito username). */
  login: string;
  meno: string;
  priezvisko: string;
  email?: string;
}

export interface Directory {
  /** Every account that may sign in, enabled ones only. */
  listAccounts(): Promise<DirectoryAccount[]>;
}

/** COGNITO_USER_POOL_ID → Cognito; LOCAL_DIRECTORY_FILE → the local provider's account file. */
export function directory(envVars: NodeJS.ProcessEnv = process.env): Directory {
  if (envVars.COGNITO_USER_POOL_ID) return cognitoDirectory(envVars.COGNITO_USER_POOL_ID);
  if (envVars.LOCAL_DIRECTORY_FILE) return localDirectory(envVars.LOCAL_DIRECTORY_FILE);
  throw new Error('No directory configured: set COGNITO_USER_POOL_ID (AWS) or LOCAL_DIRECTORY_FILE (local mode).');
}
