/**
 * Operator commands against an AWS table sign with the shell's credentials, as the AWS CLI does:
 * environment keys, or else a profile, SSO, a credential process… resolved once by the AWS SDK's
 * provider chain into the environment that the product's clients read (functions/lib/aws/transport.ts:
 * credentialsFromEnv – a Lambda always has its role's keys there, so the chain stays out of the bundles).
 */
export async function loadShellCredentials(): Promise<void> {
  if (process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY) return;
  const { defaultProvider } = await import('@aws-sdk/credential-provider-node');
  const c = await defaultProvider()();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: c.accessKeyId, AWS_SECRET_ACCESS_KEY: c.secretAccessKey });
  if (c.sessionToken) process.env.AWS_SESSION_TOKEN = c.sessionToken;
}
