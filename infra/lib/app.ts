/**
 * Builds the whole CDK app: Data, Auth, Api (+ one nested stack per handler area) and
 * Web, with the AWS Solutions cdk-nag pack as a synthesis validation. bin/app.ts runs it
 * for the CLI; the tests build the same app in memory.
 */
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { TABLE_INDEXES } from '../../functions/data/table';
import { routeList } from '@shared/api/routes';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { readConfig, stackName, warnIfDefaultOrigin } from './config';
import { DataStack, dataResourceNames, originVerifyValue } from './data-stack';
import { MonitoringStack } from './monitoring';
import { acknowledgeExpectedWildcards } from './nag';
import type { InfraRoute } from './route-groups';
import { WafStack, webAclMetricName } from './waf-stack';
import { WebStack } from './web-stack';

export interface BuildOptions {
  /** Default: the product's route table (shared/api/routes.ts). */
  routes?: readonly InfraRoute[];
  /** Default: functions/<handler>.ts. */
  entryFor?: (route: InfraRoute) => string;
  /** Default: web/dist. */
  webDistDir?: string;
}

export function buildApp(app: App, options: BuildOptions = {}) {
  const config = readConfig(app);
  // Region and account come from the CLI's profile when deploying; synth without
  // credentials produces environment-agnostic templates.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const tags = { project: 'evidencia-skod', stage: config.stage };
  const common = (description: string) => ({
    env,
    tags,
    description: `Evidencia škôd (${config.stage}): ${description}`,
  });

  const names = dataResourceNames(config.stage);
  // After a point-in-time restore the functions (and alarms) use the restored table: -c tableName=….
  const inUse = config.tableName ? { ...names, tableName: config.tableName } : names;
  const data = new DataStack(app, stackName(config, 'Data'), {
    ...common('DynamoDB table and uploads bucket'),
    appOrigin: config.appOrigin,
    names,
  });
  const auth = new AuthStack(app, stackName(config, 'Auth'), {
    ...common('Cognito user pool (OIDC issuer for staff sign-in)'),
    appOrigin: config.appOrigin,
    domainPrefix: config.cognitoDomainPrefix,
  });
  const api = new ApiStack(app, stackName(config, 'Api'), {
    ...common('HTTP API with one Lambda function per route'),
    stage: config.stage,
    routes: options.routes ?? routeList,
    entryFor: options.entryFor,
    data: inUse,
    environment: {
      APP_ORIGIN: config.appOrigin,
      OIDC_ISSUER: auth.issuer,
      OIDC_CLIENT_ID: auth.client.userPoolClientId,
      OIDC_LOGOUT_URL: auth.logoutUrl,
      MAIL_FROM: config.mailFrom,
      ORIGIN_VERIFY: originVerifyValue(names, config.originVerifyVersionId),
      // -c RATE_LIMIT_…_PER_MIN=… raises the handlers' own limits for a known peak (README → Runbook).
      ...config.rateLimits,
    },
    directory: { userPoolId: auth.userPool.userPoolId, userPoolArn: auth.userPool.userPoolArn },
    retencia: config.retencia,
  });
  // The functions reach the table and bucket by name (see DataResourceNames).
  api.addStackDependency(data, 'route functions use the table and uploads bucket');
  // CloudFront web ACLs must be created in us-east-1, whatever region the rest uses.
  const waf = new WafStack(app, stackName(config, 'Waf'), {
    env: { account: env.account, region: 'us-east-1' },
    tags,
    description: `Evidencia škôd (${config.stage}): WAF web ACL for CloudFront (rate limits, managed rules)`,
    stage: config.stage,
    limits: config.wafLimits,
    alarmEmails: config.alarmEmails,
  });
  const web = new WebStack(app, stackName(config, 'Web'), {
    ...common('CloudFront distribution and web build bucket'),
    appOrigin: config.appOrigin,
    apiEndpoint: api.apiEndpoint,
    certificateArn: config.certificateArn,
    webAclArn: config.webAclArn,
    webDistDir: options.webDistDir,
    originVerify: originVerifyValue(names, config.originVerifyVersionId),
    publicDataBucketName: names.publicDataBucketName,
  });
  // CloudFront reads the origin-verify secret of the Data stack at deploy time
  web.addDependency(data, 'the API origin header is the Data stack secret');
  warnIfDefaultOrigin(config, web);

  // Alarms (API 5xx rate, Lambda errors/throttles, DynamoDB throttles/system errors), dashboard and
  // runbook queries of this region; the WAF's alarms are in the Waf stack (us-east-1).
  const monitoring = new MonitoringStack(app, stackName(config, 'Monitoring'), {
    ...common('alarms, dashboard and runbook queries'),
    stage: config.stage,
    httpApi: api.httpApi,
    tableName: inUse.tableName,
    indexNames: TABLE_INDEXES.map((index) => index.name),
    alarmEmails: config.alarmEmails,
    webAclMetricName: webAclMetricName(config.stage),
  });

  // BucketDeployment's provider function is written by CDK; acknowledge exactly the
  // wildcards it needs (asset bucket objects, site bucket objects, s3 action groups).
  acknowledgeExpectedWildcards(web, [
    {
      finding: /^Action::s3:(GetObject\*|GetBucket\*|List\*|DeleteObject\*|Abort\*)$/,
      reason: 'CDK BucketDeployment provider: syncs the web build (read the staged asset, write/delete objects) with the action groups CDK grants.',
    },
    {
      // Region/account appear as tokens or, when the CLI knows them, as literals.
      finding:
        /^Resource::(arn:(<AWS::Partition>|aws[a-z-]*):s3:::cdk-[a-z0-9]+-assets-(<AWS::AccountId>|\d{12})-(<AWS::Region>|[a-z]{2}(-[a-z]+)+-\d)|<Site[A-Za-z0-9]+\.Arn>)\/\*$/,
      reason: 'CDK BucketDeployment provider: objects of the CDK asset bucket (source) and of the site bucket (destination) only.',
    },
    {
      finding: /^Resource::\*$/,
      reason: 'CDK BucketDeployment provider: CDK grants cloudfront:CreateInvalidation/GetInvalidation on * to invalidate /index.html after an upload; no other action is granted on *.',
    },
  ]);

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, data, auth, api, waf, web, monitoring };
}
