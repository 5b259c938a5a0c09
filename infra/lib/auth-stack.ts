/**
 * Auth: a Cognito user pool as the OpenID Connect issuer for staff sign-in. It only
 * authenticates people; rights (opravnenia) live in the product's user records in
 * DynamoDB. The handlers under functions/auth run the authorization code + PKCE flow
 * against it with the public client below and keep their own server-side session.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';

export interface AuthStackProps extends StackProps {
  appOrigin: string;
  domainPrefix: string;
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** OIDC issuer: https://cognito-idp.<region>.amazonaws.com/<poolId> */
  readonly issuer: string;
  /** Cognito's hosted-UI logout URL that returns to the product's home page. */
  readonly logoutUrl: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Accounts are created by administrators only (see README: first admin user).
      selfSignUpEnabled: false,
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Essentials plan on purpose: threat protection needs the paid Plus plan, and staff accounts are admin-created with required TOTP MFA and a 12-character password policy. Revisit when the pool federates the central registry.',
    });

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
      managedLoginVersion: cognito.ManagedLoginVersion.CLASSIC_HOSTED_UI,
    });

    this.client = this.userPool.addClient('WebClient', {
      // Public client: the code is exchanged with PKCE, there is no secret to keep.
      generateSecret: false,
      authFlows: { user: false, userPassword: false, userSrp: false, adminUserPassword: false, custom: false },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${props.appOrigin}/auth/callback`],
        logoutUrls: [`${props.appOrigin}/`],
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(60),
      accessTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.hours(12),
    });

    this.issuer = this.userPool.userPoolProviderUrl;
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId, description: 'For aws cognito-idp admin-create-user' });
    new CfnOutput(this, 'ClientId', { value: this.client.userPoolClientId });
    new CfnOutput(this, 'Issuer', { value: this.issuer });
    this.logoutUrl = `${this.domain.baseUrl()}/logout?client_id=${this.client.userPoolClientId}&logout_uri=${encodeURIComponent(`${props.appOrigin}/`)}`;
  }
}
