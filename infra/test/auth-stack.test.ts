import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, it } from 'vitest';
import { productApp, SYNTH_TIMEOUT } from './test-app';

describe('auth stack', () => {
  let template: Template;
  beforeAll(() => {
    const { auth, templates } = productApp();
    template = templates.get(auth) as Template;
  }, SYNTH_TIMEOUT);

  it('lets only administrators create accounts and requires strong passwords and MFA', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      MfaConfiguration: 'ON',
    });
  });

  it('has a public client (no secret) for the authorization code flow with PKCE', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: ['https://skody.example.sk/auth/callback'],
      LogoutURLs: ['https://skody.example.sk/'],
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('has a hosted UI domain with the prefix from context', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'skody-test' });
  });
});
