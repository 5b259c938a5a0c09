/**
 * Operations: alarms to an SNS topic an operator subscribes to, a dashboard and saved Logs
 * Insights queries (README → Runbook).
 *
 * - MonitoringStack (the product's region): HTTP API 5xx rate, failed wizard submits, Lambda errors
 *   and throttles, DynamoDB throttle events and system errors; its own KMS-encrypted topic;
 *   dashboard (with the business metrics of functions/lib/metrics.ts); queries.
 * - addWafAlarms (Waf stack, us-east-1, where CloudFront web ACL metrics are): blocked-request
 *   rate and rate-rule blocks, to a second topic in that region (an alarm can only notify a topic
 *   of its own region).
 *
 * Lambda errors and throttles are the account-and-region aggregates that Lambda publishes (no
 * FunctionName dimension): a metric-math alarm may use at most 10 metrics and one alarm per
 * function would cost 2 resources per route in nested stacks that hold up to 60 routes (7
 * resources each). The dashboard's top-10 widgets (Metrics Insights) name the function. Run each
 * stage in its own account, or the aggregates include other applications' functions.
 */
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRIC, METRIC_DIMENSION, METRICS_NAMESPACE, SERVICE_NAME } from '../../functions/lib/metrics';
import { routeKey } from '@shared/api/route';
import { webOznamenieRoutes } from '@shared/api/web-oznamenie.routes';

/** Every log group of a stage starts with this prefix (Logs Insights: SOURCE logGroups(namePrefix: […])). */
export const logGroupPrefix = (stage: string) => `/evidencia-skod/${stage}`;
/** Log group of one route's function: /evidencia-skod/<stage>/functions/<route name of shared/api/routes.ts>. */
export const functionLogGroupName = (stage: string, routeName: string) => `${logGroupPrefix(stage)}/functions/${routeName}`;
/** The HTTP API's access log. */
export const accessLogGroupName = (stage: string) => `${logGroupPrefix(stage)}/api-access`;
/** Alarm names share the stage prefix; the topics accept alarms of that prefix only. */
export const alarmName = (stage: string, what: string) => `evidencia-skod-${stage}-${what}`;

export const LOG_RETENTION = { functions: logs.RetentionDays.ONE_MONTH, apiAccess: logs.RetentionDays.THREE_MONTHS } as const;

const PERIOD = Duration.minutes(5);

/** Alarm thresholds, all per 5-minute period. */
export const ALARM_THRESHOLDS = {
  /** Share of API requests answered 5xx, in %, once there are at least apiMinRequests. */
  api5xxPercent: 5,
  apiMinRequests: 10,
  /**
   * Public wizard submits answered 5xx (the handlers' ServerErrors of that route): at night a single
   * failing submit is a reporter who could not report, far below what the 5xx rate alarm needs.
   */
  wizardSubmit5xx: 1,
  /** Function errors (unhandled exceptions, timeouts, out of memory, init failures) across all functions. */
  lambdaErrors: 3,
  /** Invocations Lambda refused for lack of concurrency. */
  lambdaThrottles: 1,
  /** Read and write throttle events on the table and its indexes. */
  tableThrottleEvents: 5,
  /** DynamoDB internal errors (HTTP 500) over the operations the repositories use. */
  tableSystemErrors: 5,
  /** Share of requests the WAF blocked, in %, once there are at least wafMinRequests. */
  wafBlockedPercent: 10,
  wafMinRequests: 100,
  /** Requests answered 429 by the WAF rate-based rules. */
  wafRateLimited: 20,
} as const;

/** The DynamoDB operations functions/data issues (a test compares them with the code); their SystemErrors are summed. */
export const MONITORED_TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
  // the retention job (functions/retencia) reads every notification and event
  dynamodb.Operation.SCAN,
] as const;

/** A metric-math alarm may use at most 10 metrics (CloudWatch hard limit). */
const MAX_ALARM_METRICS = 10;

export interface AlarmTopicProps {
  stage: string;
  /** Topic name suffix: evidencia-skod-<stage>-<name>. */
  name: string;
  /** Subscribed by e-mail (each address confirms the subscription from the first message). */
  emails: readonly string[];
}

/**
 * An SNS topic for alarms, encrypted with its own KMS key (rotated), TLS-only, that CloudWatch
 * alarms of this stage in this account may publish to.
 */
export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;
  readonly key: kms.Key;
  readonly action: cwActions.SnsAction;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const cloudwatchPrincipal = new iam.ServicePrincipal('cloudwatch.amazonaws.com');
    // Only alarms of this stage in this account (no confused deputy).
    const fromOurAlarms = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: {
        'aws:SourceArn': stack.formatArn({
          service: 'cloudwatch',
          resource: 'alarm',
          resourceName: alarmName(props.stage, '*'),
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      },
    };

    this.key = new kms.Key(this, 'Key', {
      description: `Evidencia škôd (${props.stage}): encrypts the ${props.name} alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key; a customer key must let it.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublishToTheTopic',
        principals: [cloudwatchPrincipal],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromOurAlarms,
      }),
    );

    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `evidencia-skod-${props.stage}-${props.name}`,
      displayName: `Evidencia skod ${props.stage} ${props.name}`,
      masterKey: this.key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [cloudwatchPrincipal],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromOurAlarms,
      }),
    );
    for (const email of props.emails) this.topic.addSubscription(new subscriptions.EmailSubscription(email));
    this.action = new cwActions.SnsAction(this.topic);
    new CfnOutput(stack, `${id}Arn`, {
      value: this.topic.topicArn,
      description: `Alarm topic (${props.name}): aws sns subscribe --topic-arn <this> --protocol email --notification-endpoint <address>`,
    });
  }
}

interface AlarmSpec {
  stage: string;
  name: string;
  description: string;
  metric: cloudwatch.IMetric;
  threshold: number;
  evaluationPeriods?: number;
}

/** An alarm (≥ threshold, missing data is not breaching) that notifies the topic when it fires and when it clears. */
export function productAlarm(scope: Construct, id: string, topic: AlarmTopic, spec: AlarmSpec): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, id, {
    alarmName: alarmName(spec.stage, spec.name),
    alarmDescription: `${spec.description} Runbook: README.md → Runbook → ${spec.name}.`,
    metric: spec.metric,
    threshold: spec.threshold,
    evaluationPeriods: spec.evaluationPeriods ?? 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(topic.action);
  alarm.addOkAction(topic.action);
  return alarm;
}

const sum = (metric: cloudwatch.Metric) => metric.with({ statistic: cloudwatch.Stats.SUM, period: PERIOD });

/** The public wizard's submit: its 5xx answers have an alarm of their own. */
export const WIZARD_SUBMIT_ROUTE = routeKey(webOznamenieRoutes.webOznamenieOdoslat);

/**
 * A business metric the handlers write as embedded metrics (functions/lib/metrics.ts), summed per
 * 5 minutes; `route` for ServerErrors. Published only when counted: a period without any has no data.
 */
export function productMetric(metricName: (typeof METRIC)[keyof typeof METRIC], options: { route?: string; label?: string } = {}): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: {
      [METRIC_DIMENSION.service]: SERVICE_NAME,
      ...(options.route ? { [METRIC_DIMENSION.route]: options.route } : {}),
    },
    statistic: cloudwatch.Stats.SUM,
    period: PERIOD,
    label: options.label,
  });
}

/**
 * The sum of metrics that are only published when non-zero (throttle events, system errors, WAF
 * blocks): each missing value counts as 0, else a period where only one of them has data would
 * have no sum at all. At most 10 metrics (CloudWatch's limit for a metric-math alarm).
 */
export function sumOfSparse(metrics: Record<string, cloudwatch.IMetric>, label: string): cloudwatch.MathExpression {
  const ids = Object.keys(metrics);
  if (ids.length > MAX_ALARM_METRICS) {
    throw new Error(`'${label}' would sum ${ids.length} metrics; a CloudWatch alarm allows ${MAX_ALARM_METRICS}: split it.`);
  }
  return new cloudwatch.MathExpression({
    expression: ids.map((id) => `FILL(${id}, 0)`).join(' + '),
    usingMetrics: metrics,
    period: PERIOD,
    label,
  });
}

/** Saved Logs Insights queries of the runbook (README → Runbook), by name. */
export const RUNBOOK_QUERIES = {
  /** Function logs (select the /evidencia-skod/<stage>/functions/ log groups): everything about one request. */
  'request-by-id': new logs.QueryString({
    fields: ['@timestamp', 'level', 'message', 'route', 'requestId', 'apiRequestId', 'status', 'errorName', 'awsRequestId', 'error'],
    filterStatements: ["requestId = 'REQUEST_ID' or apiRequestId = 'REQUEST_ID'"],
    sort: '@timestamp asc',
  }),
  /** Function logs: error lines per route and message (Powertools writes the level in capitals). */
  'errors-by-route': new logs.QueryString({
    filterStatements: ["level = 'ERROR'"],
    statsStatements: ['count(*) as errors, earliest(requestId) as firstRequestId by route, message, errorName'],
    sort: 'errors desc',
  }),
  /** Function logs: failed AWS calls with the ids AWS support asks for (request id, S3's extended id). */
  'aws-errors': new logs.QueryString({
    fields: ['@timestamp', 'route', 'message', 'errorName', 'httpStatusCode', 'fault', 'attempts', 'totalRetryDelay', 'awsRequestId', 'awsExtendedRequestId', 'requestId'],
    filterStatements: ['ispresent(awsRequestId)'],
    sort: '@timestamp desc',
    limit: 200,
  }),
  /** API access log: the 5xx answers, newest first (requestId = apiRequestId in the function logs). */
  'api-5xx': new logs.QueryString({
    fields: ['@timestamp', 'routeKey', 'status', 'requestId', 'latency', 'integrationError'],
    filterStatements: ['status like /^5/'],
    sort: '@timestamp desc',
    limit: 200,
  }),
} as const;
export type RunbookQueryName = keyof typeof RUNBOOK_QUERIES;

export interface MonitoringStackProps extends StackProps {
  stage: string;
  httpApi: apigwv2.IHttpApi;
  tableName: string;
  /** Names of the table's global secondary indexes (their throttle events count too). */
  indexNames: readonly string[];
  alarmEmails: readonly string[];
  /** The WAF's web ACL metric name (its CloudWatch metrics are in us-east-1). */
  webAclMetricName: string;
}

/** Alarms, dashboard and saved queries of the product's region. */
export class MonitoringStack extends Stack {
  readonly topic: AlarmTopic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.topic = new AlarmTopic(this, 'AlarmTopic', { stage, name: 'alarms', emails: props.alarmEmails });
    const add = (alarmId: string, spec: Omit<AlarmSpec, 'stage'>) => {
      const alarm = productAlarm(this, alarmId, this.topic, { stage, ...spec });
      this.alarms.push(alarm);
      return alarm;
    };

    // HTTP API: share of 5xx answers (the 5xx metric is 0/1 per request, Count's sample count is the requests).
    const requests = props.httpApi.metricCount({ period: PERIOD });
    const serverErrors = props.httpApi.metricServerError({ period: PERIOD });
    const api5xxRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${ALARM_THRESHOLDS.apiMinRequests}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: 'API 5xx (%)',
    });
    add('Api5xxRate', {
      name: 'api-5xx-rate',
      description: `At least ${ALARM_THRESHOLDS.api5xxPercent}% of the HTTP API's answers were 5xx in 5 minutes (with at least ${ALARM_THRESHOLDS.apiMinRequests} requests).`,
      metric: api5xxRate,
      threshold: ALARM_THRESHOLDS.api5xxPercent,
    });
    add('WizardSubmit5xx', {
      name: 'wizard-submit-5xx',
      description: `The public wizard's submit (${WIZARD_SUBMIT_ROUTE}) answered 5xx at least ${ALARM_THRESHOLDS.wizardSubmit5xx} time(s) in 5 minutes: a reporter could not send a report.`,
      metric: productMetric(METRIC.serverErrors, { route: WIZARD_SUBMIT_ROUTE }),
      threshold: ALARM_THRESHOLDS.wizardSubmit5xx,
    });

    // Lambda: account-and-region aggregates (see the file comment).
    const lambdaErrors = lambda.Function.metricAllErrors({ statistic: cloudwatch.Stats.SUM, period: PERIOD });
    const lambdaThrottles = lambda.Function.metricAllThrottles({ statistic: cloudwatch.Stats.SUM, period: PERIOD });
    add('LambdaErrors', {
      name: 'lambda-errors',
      description: `Lambda functions failed at least ${ALARM_THRESHOLDS.lambdaErrors} times in 5 minutes (unhandled error, timeout, out of memory or init failure).`,
      metric: lambdaErrors,
      threshold: ALARM_THRESHOLDS.lambdaErrors,
    });
    add('LambdaThrottles', {
      name: 'lambda-throttles',
      description: 'Lambda refused invocations for lack of concurrency (clients got 5xx).',
      metric: lambdaThrottles,
      threshold: ALARM_THRESHOLDS.lambdaThrottles,
    });

    // DynamoDB: throttle events of the table and its indexes, internal errors of the operations used.
    const table = dynamodb.Table.fromTableName(this, 'Table', props.tableName);
    const throttleMetrics: Record<string, cloudwatch.IMetric> = {
      tableReads: sum(table.metric('ReadThrottleEvents')),
      tableWrites: sum(table.metric('WriteThrottleEvents')),
    };
    props.indexNames.forEach((indexName, i) => {
      const dimensionsMap = { TableName: props.tableName, GlobalSecondaryIndexName: indexName };
      throttleMetrics[`index${i}Reads`] = sum(new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName: 'ReadThrottleEvents', dimensionsMap }));
      throttleMetrics[`index${i}Writes`] = sum(new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName: 'WriteThrottleEvents', dimensionsMap }));
    });
    const tableThrottles = sumOfSparse(throttleMetrics, 'Throttle events (table + indexes)');
    add('TableThrottles', {
      name: 'dynamodb-throttles',
      description: `The table ${props.tableName} (or an index) throttled at least ${ALARM_THRESHOLDS.tableThrottleEvents} reads or writes in 5 minutes.`,
      metric: tableThrottles,
      threshold: ALARM_THRESHOLDS.tableThrottleEvents,
    });
    const systemErrors = sumOfSparse(
      Object.fromEntries(
        MONITORED_TABLE_OPERATIONS.map((operation) => [
          operation.toLowerCase(),
          sum(new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName: 'SystemErrors', dimensionsMap: { TableName: props.tableName, Operation: operation } })),
        ]),
      ),
      'System errors (operations the repositories use)',
    );
    add('TableSystemErrors', {
      name: 'dynamodb-system-errors',
      description: `DynamoDB answered at least ${ALARM_THRESHOLDS.tableSystemErrors} requests on ${props.tableName} with an internal error in 5 minutes.`,
      metric: systemErrors,
      threshold: ALARM_THRESHOLDS.tableSystemErrors,
    });

    // Saved Logs Insights queries (CloudWatch → Logs Insights → Saved queries).
    const accessLogs = logs.LogGroup.fromLogGroupName(this, 'AccessLogs', accessLogGroupName(stage));
    for (const [name, queryString] of Object.entries(RUNBOOK_QUERIES)) {
      new logs.QueryDefinition(this, `Query-${name}`, {
        queryDefinitionName: `evidencia-skod/${stage}/${name}`,
        queryString,
        // Function log groups are one per route (more than a query takes): chosen when running the query.
        logGroups: name === 'api-5xx' ? [accessLogs] : undefined,
      });
    }

    this.dashboard = this.buildDashboard(props, { requests, serverErrors, api5xxRate, lambdaErrors, lambdaThrottles, tableThrottles, systemErrors, table });
  }

  private buildDashboard(
    props: MonitoringStackProps,
    m: {
      requests: cloudwatch.Metric;
      serverErrors: cloudwatch.Metric;
      api5xxRate: cloudwatch.IMetric;
      lambdaErrors: cloudwatch.Metric;
      lambdaThrottles: cloudwatch.Metric;
      tableThrottles: cloudwatch.IMetric;
      systemErrors: cloudwatch.IMetric;
      table: dynamodb.ITable;
    },
  ): cloudwatch.Dashboard {
    const insights = (metricName: string, label: string) =>
      new cloudwatch.MathExpression({
        expression: `SELECT SUM(${metricName}) FROM SCHEMA("AWS/Lambda", FunctionName) GROUP BY FunctionName ORDER BY SUM() DESC LIMIT 10`,
        usingMetrics: {},
        period: PERIOD,
        label,
      });
    const waf = (metricName: string, rule: string, label: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: props.webAclMetricName, Rule: rule },
        statistic: cloudwatch.Stats.SUM,
        period: PERIOD,
        region: 'us-east-1',
        label,
      });
    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `evidencia-skod-${props.stage}`,
      defaultInterval: Duration.hours(6),
    });
    dashboard.addWidgets(new cloudwatch.AlarmStatusWidget({ title: 'Alarms (this region; WAF alarms: us-east-1)', alarms: this.alarms, width: 24, height: 3 }));
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests and 5xx',
        left: [m.requests.with({ statistic: cloudwatch.Stats.SAMPLE_COUNT, label: 'requests' }), m.serverErrors.with({ label: '5xx' })],
        right: [m.api5xxRate],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency',
        left: [props.httpApi.metricLatency({ period: PERIOD, statistic: 'p95', label: 'p95' }), props.httpApi.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' })],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Reports submitted and photos refused (public wizard, staff photos)',
        left: [productMetric(METRIC.reportsSubmitted, { label: 'reports submitted' })],
        right: [productMetric(METRIC.photosRefused, { label: 'photos refused' })],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        // refused look-ups rising against all look-ups: someone guesses codes and e-mails
        title: "'Stav hlásenia' look-ups and those that found nothing",
        left: [productMetric(METRIC.statusLookups, { label: 'look-ups' }), productMetric(METRIC.statusLookupsRefused, { label: 'found nothing' })],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: '5xx by route (handlers)',
        left: [
          new cloudwatch.MathExpression({
            expression: `SELECT SUM(${METRIC.serverErrors}) FROM SCHEMA("${METRICS_NAMESPACE}", ${METRIC_DIMENSION.route}, ${METRIC_DIMENSION.service}) GROUP BY ${METRIC_DIMENSION.route} ORDER BY SUM() DESC LIMIT 10`,
            usingMetrics: {},
            period: PERIOD,
            label: '5xx',
          }),
        ],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda errors and throttles (all functions)',
        left: [m.lambdaErrors.with({ label: 'errors' }), m.lambdaThrottles.with({ label: 'throttles' })],
        right: [lambda.Function.metricAllConcurrentExecutions({ statistic: cloudwatch.Stats.MAXIMUM, period: PERIOD, label: 'concurrent executions (max)' })],
        width: 8,
      }),
      new cloudwatch.GraphWidget({ title: 'Functions with the most errors', left: [insights('Errors', 'errors')], width: 8 }),
      new cloudwatch.GraphWidget({ title: 'Functions with the most throttles', left: [insights('Throttles', 'throttles')], width: 8 }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'DynamoDB throttles and system errors', left: [m.tableThrottles], right: [m.systemErrors], width: 12 }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB consumed capacity',
        left: [sum(m.table.metricConsumedReadCapacityUnits() as cloudwatch.Metric), sum(m.table.metricConsumedWriteCapacityUnits() as cloudwatch.Metric)],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'WAF (us-east-1): allowed and blocked requests',
        left: [waf('AllowedRequests', 'ALL', 'allowed')],
        right: [waf('BlockedRequests', 'ALL', 'blocked'), ...WAF_RATE_RULES.map((rule) => waf('BlockedRequests', rule, `429 by ${rule}`))],
        width: 12,
      }),
      new cloudwatch.LogQueryWidget({
        title: 'API 5xx by route (access log)',
        logGroupNames: [accessLogGroupName(props.stage)],
        queryString: "filter status like /^5/ | stats count(*) as errors by routeKey, status | sort errors desc",
        view: cloudwatch.LogQueryVisualizationType.TABLE,
        width: 12,
      }),
    );
    return dashboard;
  }
}

/** The WAF's rate-based rules (waf-stack.ts); their metric name is the rule name. */
export const WAF_RATE_RULES = ['PublicApiRateLimit', 'GlobalRateLimit', 'StatusLookupRateLimit'] as const;

/**
 * Alarms on the CloudFront web ACL, in the Waf stack (us-east-1) with a topic of that region:
 * the share of blocked requests, and clients answered 429 by the rate rules (a known peak behind
 * shared addresses, or a flood – README → Runbook).
 */
export function addWafAlarms(scope: Stack, props: { stage: string; webAclMetricName: string; alarmEmails: readonly string[] }): { topic: AlarmTopic; alarms: cloudwatch.Alarm[] } {
  const topic = new AlarmTopic(scope, 'WafAlarmTopic', { stage: props.stage, name: 'waf-alarms', emails: props.alarmEmails });
  const metric = (metricName: string, rule: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/WAFV2',
      metricName,
      // CloudFront web ACLs have no Region dimension.
      dimensionsMap: { WebACL: props.webAclMetricName, Rule: rule },
      statistic: cloudwatch.Stats.SUM,
      period: PERIOD,
    });
  const blockedRate = new cloudwatch.MathExpression({
    expression: `IF(total >= ${ALARM_THRESHOLDS.wafMinRequests}, 100 * FILL(blocked, 0) / total, 0)`,
    usingMetrics: {
      total: sumOfSparse({ allowed: metric('AllowedRequests', 'ALL'), blocked: metric('BlockedRequests', 'ALL') }, 'requests'),
      blocked: metric('BlockedRequests', 'ALL'),
    },
    period: PERIOD,
    label: 'WAF blocked (%)',
  });
  const rateRuleMetrics = Object.fromEntries(WAF_RATE_RULES.map((rule, i) => [`rule${i}`, metric('BlockedRequests', rule)]));
  const rateLimited = sumOfSparse(rateRuleMetrics, 'Requests answered 429 by the rate rules');
  const alarms = [
    productAlarm(scope, 'WafBlockedRate', topic, {
      stage: props.stage,
      name: 'waf-blocked-rate',
      description: `The WAF blocked at least ${ALARM_THRESHOLDS.wafBlockedPercent}% of the requests in 5 minutes (with at least ${ALARM_THRESHOLDS.wafMinRequests} requests).`,
      metric: blockedRate,
      threshold: ALARM_THRESHOLDS.wafBlockedPercent,
    }),
    productAlarm(scope, 'WafRateLimited', topic, {
      stage: props.stage,
      name: 'waf-rate-limited',
      description: `The WAF rate rules answered at least ${ALARM_THRESHOLDS.wafRateLimited} requests with 429 in 5 minutes.`,
      metric: rateLimited,
      threshold: ALARM_THRESHOLDS.wafRateLimited,
    }),
  ];
  return { topic, alarms };
}
