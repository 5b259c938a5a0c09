/**
 * API: one HTTP API and one Lambda function per route of shared/api/routes.ts.
 * The functions and their routes live in nested stacks, one per handler area
 * (see route-groups.ts), all attached to this stack's HttpApi.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, Aws, NestedStack, type NestedStackProps, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { OTVORENE_DATA_KEY_PREFIX } from '@shared/api/skody-v-cislach';
import type { DataResourceNames } from './data-stack';
import { accessLogGroupName, functionLogGroupName, LOG_RETENTION, logGroupPrefix } from './monitoring';
import { nagFindingOf } from './nag';
import { type DirectoryResource, RouteFunction, type RouteEnvironment } from './route-function';
import { dataAccessOf, groupRoutes, type InfraRoute, routeKeyOf } from './route-groups';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Handler module of a route: functions/<handler>.ts, exporting `handler`. */
export const handlerEntry = (route: Pick<InfraRoute, 'handler'>) => path.join(REPO_ROOT, 'functions', `${route.handler}.ts`);

interface RouteResources {
  /** Deployment stage: names the log groups (monitoring.ts). */
  stage: string;
  data: DataResourceNames;
  environment: RouteEnvironment;
  /** The staff directory (Cognito user pool) for routes that read it. */
  directory?: DirectoryResource;
  /** Where a route's handler module is; tests point synthetic routes at a fixture. */
  entryFor: (route: InfraRoute) => string;
}

/** The function that stores the routes' read-log lines (functions/jobs/read-log-consumer.ts). */
const READ_LOG_CONSUMER: InfraRoute = { name: 'readLogConsumer', method: 'ANY', path: '-', handler: 'jobs/read-log-consumer' };
/** The nightly retention job (functions/jobs/retencia.ts). */
const RETENCIA_JOB: InfraRoute = { name: 'retencia', method: 'ANY', path: '-', handler: 'jobs/retencia' };
/** When the retention job runs: at night, away from office hours (UTC). */
export const RETENCIA_SCHEDULE = 'cron(30 1 * * ? *)';
/** The job that rebuilds the public page 'Škody v číslach' (functions/jobs/skody-v-cislach.ts). */
const SKODY_V_CISLACH_JOB: InfraRoute = { name: 'skodyVCislach', method: 'ANY', path: '-', handler: 'jobs/skody-v-cislach' };
/** When it runs: every night after the retention job (the page shows counts by day at the finest). */
export const SKODY_V_CISLACH_SCHEDULE = 'cron(15 2 * * ? *)';
/** The lines it receives: functions/http/read-log.ts READ_LOG_LINE_TYPE. */
export const READ_LOG_FILTER_PATTERN = '{ $.type = "CITANIE" }';

export interface ApiStackProps extends StackProps, Omit<RouteResources, 'entryFor'> {
  routes: readonly InfraRoute[];
  /** Retention periods for the retention job (RETENCIA_…_ROKY, shared/domain/retencia.ts); absent keys: the defaults. */
  retencia?: Record<string, string>;
  entryFor?: (route: InfraRoute) => string;
}

export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  /** https://<apiId>.execute-api.<region>.amazonaws.com */
  readonly apiEndpoint: string;
  readonly routeGroups: RouteGroupStack[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    // Browsers reach the API through CloudFront on the app's own origin, so no CORS.
    // The execute-api endpoint stays reachable: every handler refuses a request without CloudFront's
    // x-origin-verify header (web-stack.ts), so only CloudFront gets an answer.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Evidencia škôd API (one Lambda per route of shared/api/routes.ts)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      logGroupName: accessLogGroupName(props.stage),
      retention: LOG_RETENTION.apiAccess,
    });
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.apiEndpoint = this.httpApi.apiEndpoint;

    const resources: RouteResources = {
      stage: props.stage,
      data: props.data,
      environment: props.environment,
      directory: props.directory,
      entryFor: props.entryFor ?? handlerEntry,
    };

    // The read log of personal data: the routes write it as log lines (no write on the request
    // path); a subscription filter on each such route's log group hands them to this consumer.
    const consumer = new RouteFunction(this, 'ReadLogConsumer', {
      entry: resources.entryFor(READ_LOG_CONSUMER),
      routeKey: 'Read log of personal data: CloudWatch Logs subscription to the table',
      access: 'readWrite',
      data: props.data,
      environment: props.environment,
      logGroupName: functionLogGroupName(props.stage, READ_LOG_CONSUMER.name),
    });
    const fromRouteLogs = new lambda.CfnPermission(this, 'ReadLogConsumerFromRouteLogs', {
      action: 'lambda:InvokeFunction',
      functionName: consumer.function.functionArn,
      principal: new iam.ServicePrincipal('logs.amazonaws.com').service,
      sourceAccount: this.account,
      sourceArn: this.formatArn({
        service: 'logs',
        resource: 'log-group',
        resourceName: `${logGroupPrefix(props.stage)}/functions/*`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    });

    // Retention: a nightly EventBridge rule starts the job, which anonymises what ran out. It runs
    // up to 15 minutes and stops a minute before; the next night continues (each record is one
    // conditional write). sharp rewrites photos without their EXIF.
    const retencia = new RouteFunction(this, 'RetenciaJob', {
      entry: resources.entryFor(RETENCIA_JOB),
      routeKey: 'Retention job: anonymises personal data whose retention period ran out (nightly)',
      access: 'readWrite',
      data: props.data,
      environment: props.environment,
      needs: { nativeModules: ['sharp'], memoryMb: 1536, timeoutSeconds: 900 },
      logGroupName: functionLogGroupName(props.stage, RETENCIA_JOB.name),
    });
    for (const [key, value] of Object.entries(props.retencia ?? {})) retencia.function.addEnvironment(key, value);
    // the job reads every notification and event: a Scan of the table, which no route may do
    retencia.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:Scan'], resources: [this.formatArn({ service: 'dynamodb', resource: 'table', resourceName: props.data.tableName })] }),
    );
    new events.Rule(this, 'RetenciaSchedule', {
      description: 'Nightly retention job (anonymises personal data whose retention period ran out)',
      schedule: events.Schedule.expression(RETENCIA_SCHEDULE),
      targets: [new targets.LambdaFunction(retencia.function, { retryAttempts: 2 })],
    });

    // The public page's data: a nightly rule starts the job, which reads the statistics rows and writes
    // the document and its downloads under otvorene-data/ of the public data bucket (CloudFront serves
    // them, web-stack.ts). Least privilege: the table read, PutObject on that prefix, nothing of the uploads.
    const skodyVCislach = new RouteFunction(this, 'SkodyVCislachJob', {
      entry: resources.entryFor(SKODY_V_CISLACH_JOB),
      routeKey: 'Public page job: rebuilds the public damage statistics (Skody v cislach) into the public data bucket (nightly)',
      access: 'readTable',
      data: props.data,
      environment: props.environment,
      needs: { memoryMb: 1536, timeoutSeconds: 300 },
      logGroupName: functionLogGroupName(props.stage, SKODY_V_CISLACH_JOB.name),
    });
    skodyVCislach.function.addEnvironment('PUBLIC_DATA_BUCKET', props.data.publicDataBucketName);
    const publicObjects = `arn:${Aws.PARTITION}:s3:::${props.data.publicDataBucketName}/${OTVORENE_DATA_KEY_PREFIX}*`;
    skodyVCislach.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [publicObjects] }));
    Validations.of(skodyVCislach.role).acknowledge({
      id: nagFindingOf(this, 'AwsSolutions-IAM5', 'Resource', publicObjects),
      reason: "The job writes the public page's files (a fixed set of names) under otvorene-data/ of the public data bucket only.",
    });
    new events.Rule(this, 'SkodyVCislachSchedule', {
      description: 'Nightly rebuild of the public damage statistics page (Skody v cislach)',
      schedule: events.Schedule.expression(SKODY_V_CISLACH_SCHEDULE),
      targets: [new targets.LambdaFunction(skodyVCislach.function, { retryAttempts: 2 })],
    });

    for (const group of groupRoutes(props.routes)) {
      const groupStack = new RouteGroupStack(this, `Routes-${group.id}`, {
        description: `Evidencia škôd API routes of functions/${group.id.replace(/-\d+$/, '')}/`,
        httpApi: this.httpApi,
        routes: group.routes,
        readLogConsumerArn: consumer.function.functionArn,
        ...resources,
      });
      // CloudWatch Logs checks it may invoke the consumer when the filter is created.
      groupStack.node.addDependency(fromRouteLogs);
      this.routeGroups.push(groupStack);
    }
  }
}

interface RouteGroupStackProps extends NestedStackProps, RouteResources {
  httpApi: apigwv2.IHttpApi;
  routes: readonly InfraRoute[];
  /** Receives the read-log lines of the routes that show personal data. */
  readLogConsumerArn: string;
}

/** A nested stack holding the functions and API routes of one handler area. */
export class RouteGroupStack extends NestedStack {
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: RouteGroupStackProps) {
    super(scope, id, props);
    for (const route of props.routes) {
      const routeKey = routeKeyOf(route);
      const scopeOfRoute = new Construct(this, route.name);
      const fn = new RouteFunction(scopeOfRoute, 'Handler', {
        entry: props.entryFor(route),
        routeKey,
        access: dataAccessOf(route),
        data: props.data,
        environment: props.environment,
        needs: route.lambda,
        directory: props.directory,
        logGroupName: functionLogGroupName(props.stage, route.name),
      });
      const apiRoute = new apigwv2.HttpRoute(scopeOfRoute, 'Route', {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration('Integration', fn.function),
      });
      Validations.of(apiRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Routes are authorised inside the handler from the route table (public, signed-in session or rights) with a server-side session cookie; an API Gateway authorizer cannot read the DynamoDB session and rights.',
      });
      if (route.personalData) {
        new logs.CfnSubscriptionFilter(scopeOfRoute, 'ReadLog', {
          logGroupName: fn.logGroup.logGroupName,
          destinationArn: props.readLogConsumerArn,
          filterPattern: READ_LOG_FILTER_PATTERN,
        });
      }
      this.functions.set(route.name, fn);
    }
  }
}
