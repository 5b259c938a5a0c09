/**
 * One construct fixes the defaults of every route's Lambda function: runtime, arch,
 * memory, timeout, source maps, log retention, ESM bundling, environment and the
 * least-privilege grants on the table and the uploads bucket.
 */
import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../functions/lib/metrics';
import type { LambdaNeeds } from '@shared/api/route';
import { modulesBesideBundle, ROUTE_NODE_OPTIONS, routeBundling } from './bundling';
import type { DataResourceNames } from './data-stack';
import { nagFindingOf } from './nag';

/** What a route's handler may do with the product's data ('readTable': the table only, no uploads – a job that publishes aggregates). */
export type DataAccess = 'read' | 'readWrite' | 'readTable';

/** Values every handler reads through functions/lib/env.ts. */
export interface RouteEnvironment {
  APP_ORIGIN: string;
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_LOGOUT_URL: string;
  /** Sender of the product's e-mails (a verified SES identity). */
  MAIL_FROM: string;
  /** Expected x-origin-verify header (a dynamic reference to the Data stack's secret): only CloudFront reaches the handlers. */
  ORIGIN_VERIFY: string;
}

/** The Cognito user pool that is the staff directory. */
export interface DirectoryResource {
  userPoolId: string;
  userPoolArn: string;
}

export interface RouteFunctionProps {
  /** Absolute path of the handler module (exports `handler`). */
  entry: string;
  /** Route key for the description, e.g. 'GET /api/is/organizacie'. */
  routeKey: string;
  access: DataAccess;
  data: DataResourceNames;
  environment: RouteEnvironment;
  /** From the route table: native modules, e-mail, directory, memory, timeout. */
  needs?: LambdaNeeds;
  directory?: DirectoryResource;
  /** Name of the function's log group (predictable, so runbook queries can select the stage's groups by prefix). */
  logGroupName?: string;
}

const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** GetObject also covers HeadObject and presigned GET URLs. */
const OBJECT_READ_ACTIONS = ['s3:GetObject'];
/** PutObject also covers presigned POST and the copy from tmp/ to the permanent key. */
const OBJECT_WRITE_ACTIONS = ['s3:PutObject', 's3:DeleteObject'];

export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: props.logGroupName,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An own role with exactly this function's rights instead of the default role with the
    // AWSLambdaBasicExecutionRole managed policy (logs:* on every log group).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Lambda role of ${props.routeKey}`,
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    const write = props.access === 'readWrite';
    const stack = Stack.of(this);
    const tableArn = stack.formatArn({ service: 'dynamodb', resource: 'table', resourceName: props.data.tableName });
    const tableIndexes = `${tableArn}/index/*`;
    const uploadObjects = `arn:${Aws.PARTITION}:s3:::${props.data.uploadsBucketName}/*`;
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: write ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS,
        resources: [tableArn, tableIndexes],
      }),
    );
    Validations.of(this.role).acknowledge({
      id: nagFindingOf(stack, 'AwsSolutions-IAM5', 'Resource', tableIndexes),
      reason: 'Queries on the global secondary indexes (gsi1, gsi2) of the one product table; no other table.',
    });
    if (props.access !== 'readTable') {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: write ? [...OBJECT_READ_ACTIONS, ...OBJECT_WRITE_ACTIONS] : OBJECT_READ_ACTIONS,
          resources: [uploadObjects],
        }),
      );
      Validations.of(this.role).acknowledge({
        id: nagFindingOf(stack, 'AwsSolutions-IAM5', 'Resource', uploadObjects),
        reason: 'Object keys in the private uploads bucket are created at run time (tmp/<session>/…, permanent keys per record); only this bucket.',
      });
    }

    const needs = props.needs ?? {};
    if (needs.sendsMail) {
      const sender = /<([^>]+)>/.exec(props.environment.MAIL_FROM)?.[1] ?? props.environment.MAIL_FROM;
      const identity = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: sender.split('@')[1] ?? sender });
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity] }));
    }
    const directoryEnv: Record<string, string> = {};
    if (needs.readsDirectory) {
      if (!props.directory) throw new Error(`${props.routeKey} reads the directory, but no user pool was given to the api stack.`);
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['cognito-idp:ListUsers'], resources: [props.directory.userPoolArn] }));
      directoryEnv.COGNITO_USER_POOL_ID = props.directory.userPoolId;
    }
    const native = needs.nativeModules ?? [];

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.routeKey,
      runtime: lambda.Runtime.NODEJS_22_X,
      // Native modules are installed for the build host (x86_64 Linux); everything else runs on Graviton.
      architecture: native.length ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      memorySize: needs.memoryMb ?? 512,
      timeout: Duration.seconds(needs.timeoutSeconds ?? 10),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        TABLE_NAME: props.data.tableName,
        UPLOADS_BUCKET: props.data.uploadsBucketName,
        ...props.environment,
        ...directoryEnv,
        NODE_ENV: 'production',
        // The read log of personal data goes out as log lines (functions/http/read-log.ts).
        READ_LOG_SINK: 'log',
        ...(ROUTE_NODE_OPTIONS ? { NODE_OPTIONS: ROUTE_NODE_OPTIONS } : {}),
        // Powertools Logger and Metrics (functions/lib/log.ts, metrics.ts): the `service` of every
        // log line and metric, and the metrics' namespace. Metrics are log lines (EMF): no extra grant.
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      },
      bundling: routeBundling(modulesBesideBundle(needs)),
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose: the handlers are developed and tested on Node 22 (engines >= 22.12, CI runs Node 22); Node 22 is supported until 2027-04-30. Moving to Node 24 is a separate, tested upgrade of runtime, engines and CI.',
    });
  }
}
