/**
 * Deployment configuration read from CDK context (`-c key=value` or cdk.json), with
 * defaults that let `npm run synth` work on a clean checkout with no arguments.
 */
import { Annotations, type App, type Stack } from 'aws-cdk-lib';

export interface InfraConfig {
  /** Deployment stage, part of every stack name: EvidenciaSkod-<stage>-Data. */
  stage: string;
  /** Public origin of the product (scheme://host, no trailing slash). */
  appOrigin: string;
  /** True when appOrigin came from the default (a placeholder, not deployable as is). */
  appOriginIsDefault: boolean;
  /** Prefix of the Cognito hosted UI domain (<prefix>.auth.<region>.amazoncognito.com). */
  cognitoDomainPrefix: string;
  /** ACM certificate (us-east-1) for appOrigin's host name on CloudFront; without it CloudFront serves its own domain. */
  certificateArn?: string;
  /** Sender of e-mails, a verified SES identity: 'Evidencia škôd <noreply@sopsr.sk>'. */
  mailFrom: string;
  /** WAF web ACL (output of the Waf stack, us-east-1) attached to the distribution. */
  webAclArn?: string;
  /**
   * Version id of the origin-verify secret to use (after `put-secret-value`): changing it changes
   * the templates, so CloudFront and the functions pick up the new value. Default: the current one.
   */
  originVerifyVersionId?: string;
}

const DEFAULT_STAGE = 'dev';
const DEFAULT_ORIGIN = 'https://evidencia-skod.example.invalid';

export function readConfig(app: App): InfraConfig {
  const ctx = (key: string): string | undefined => {
    const v = app.node.tryGetContext(key);
    return v === undefined || v === null || v === '' ? undefined : String(v);
  };
  const stage = ctx('stage') ?? DEFAULT_STAGE;
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context 'stage' must be lower-case letters, digits and '-', max 20 chars: '${stage}'.`);
  }
  const rawOrigin = ctx('appOrigin');
  const appOrigin = (rawOrigin ?? DEFAULT_ORIGIN).replace(/\/+$/, '');
  const url = new URL(appOrigin);
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`Context 'appOrigin' must be an https origin without a path: '${appOrigin}'.`);
  }
  const cognitoDomainPrefix = ctx('cognitoDomainPrefix') ?? `evidencia-skod-${stage}`;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(cognitoDomainPrefix) || /aws|amazon|cognito/.test(cognitoDomainPrefix)) {
    throw new Error(`Context 'cognitoDomainPrefix' is not a valid Cognito domain prefix: '${cognitoDomainPrefix}'.`);
  }
  return {
    stage,
    appOrigin,
    appOriginIsDefault: rawOrigin === undefined,
    cognitoDomainPrefix,
    certificateArn: ctx('certificateArn'),
    webAclArn: ctx('webAclArn'),
    mailFrom: ctx('mailFrom') ?? 'Evidencia škôd <noreply@sopsr.sk>',
    originVerifyVersionId: ctx('originVerifyVersionId'),
  };
}

/** Stack name for a part of the product: EvidenciaSkod-<stage>-<part>. */
export const stackName = (config: InfraConfig, part: string) => `EvidenciaSkod-${config.stage}-${part}`;

/** Warns (without failing synth) when the placeholder origin is used. */
export function warnIfDefaultOrigin(config: InfraConfig, stack: Stack) {
  if (config.appOriginIsDefault) {
    Annotations.of(stack).addWarningV2(
      'evidencia-skod:defaultAppOrigin',
      `No -c appOrigin=https://… given: using the placeholder ${config.appOrigin}. Cognito callbacks, CORS and CSRF checks need the real origin before deploying.`,
    );
  }
}
