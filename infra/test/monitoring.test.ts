import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/data/table';
import { RATE_LIMITS } from '../../functions/lib/rate-limit';
import { routeList } from '@shared/api/routes';
import { RATE_LIMIT_ENV, readConfig } from '../lib/config';
import { METRIC, METRICS_NAMESPACE } from '../../functions/lib/metrics';
import { routeKey } from '@shared/api/route';
import { ALARM_THRESHOLDS, MONITORED_TABLE_OPERATIONS, RUNBOOK_QUERIES, WAF_RATE_RULES, WIZARD_SUBMIT_ROUTE } from '../lib/monitoring';
import { WAF_LIMITS } from '../lib/waf-stack';
import { buildTestApp, SYNTH_TIMEOUT, stackLabel, synthTemplates } from './test-app';

const FIXTURE_HANDLER = fileURLToPath(new URL('./handler-fixture.ts', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('../../functions/', import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties as synthesized, read by the assertions
type Resource = { Type: string; Properties: Record<string, any> };
const resourcesOf = (t: Template, type: string) => t.findResources(type) as Record<string, Resource>;

/** A minimal web build, so the CDK BucketDeployment provider function (and its log group) exists. */
function webBuildFixture(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>test</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

/** Alarm by name in a template, with its metric-math metrics. */
function alarm(t: Template, name: string) {
  const found = Object.values(resourcesOf(t, 'AWS::CloudWatch::Alarm')).find((a) => a.Properties.AlarmName === `evidencia-skod-dev-${name}`);
  expect(found, `alarm ${name}`).toBeDefined();
  const props = (found as Resource).Properties;
  type MetricStat = { Stat: string; Metric: { Namespace: string; MetricName: string; Dimensions?: Array<{ Name: string; Value: unknown }> } };
  const metrics = (props.Metrics ?? []) as Array<{ Id: string; Expression?: string; ReturnData?: boolean; MetricStat?: MetricStat }>;
  const stats = metrics.flatMap((m) => (m.MetricStat ? [{ id: m.Id, stat: m.MetricStat.Stat, ...m.MetricStat.Metric }] : []));
  const dims = (s: { Dimensions?: Array<{ Name: string; Value: unknown }> }) => Object.fromEntries((s.Dimensions ?? []).map((d) => [d.Name, d.Value]));
  return { props, metrics, stats, dims, expression: metrics.find((m) => m.ReturnData)?.Expression };
}

describe('monitoring: alarms, topics, log retention', () => {
  let app: ReturnType<typeof buildTestApp>;
  let templates: Map<Stack, Template>;
  let monitoring: Template;
  let waf: Template;
  beforeAll(() => {
    app = buildTestApp(
      { appOrigin: 'https://skody.example.sk', alarmEmail: 'ops@example.sk, duty@example.sk' },
      { entryFor: () => FIXTURE_HANDLER, webDistDir: webBuildFixture() },
    );
    templates = synthTemplates(app.app);
    monitoring = templates.get(app.monitoring) as Template;
    waf = templates.get(app.waf) as Template;
  }, SYNTH_TIMEOUT);

  it('sends every alarm, firing and clearing, to a KMS-encrypted TLS-only topic of its own stack', () => {
    for (const t of [monitoring, waf]) {
      const topics = resourcesOf(t, 'AWS::SNS::Topic');
      expect(Object.keys(topics)).toHaveLength(1);
      const [topicId, topic] = Object.entries(topics)[0];
      const keyId = topic.Properties.KmsMasterKeyId['Fn::GetAtt']?.[0] ?? topic.Properties.KmsMasterKeyId.Ref;
      expect(resourcesOf(t, 'AWS::KMS::Key')[keyId]?.Properties.EnableKeyRotation).toBe(true);
      t.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
      const alarms = Object.values(resourcesOf(t, 'AWS::CloudWatch::Alarm'));
      expect(alarms.length).toBeGreaterThan(0);
      for (const a of alarms) {
        expect(a.Properties.AlarmActions, a.Properties.AlarmName).toEqual([{ Ref: topicId }]);
        expect(a.Properties.OKActions, a.Properties.AlarmName).toEqual([{ Ref: topicId }]);
        expect(a.Properties.TreatMissingData).toBe('notBreaching');
        expect(a.Properties.AlarmDescription).toMatch(/Runbook: README\.md → Runbook → /);
      }
    }
  });

  it('lets only CloudWatch alarms of this stage and account publish to the topics and use their keys', () => {
    const fromOurAlarms = {
      StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: { 'aws:SourceArn': { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':alarm:evidencia-skod-dev-\\*$')])] } },
    };
    for (const t of [monitoring, waf]) {
      t.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' }, Condition: fromOurAlarms }),
          ]),
        },
      });
      t.hasResourceProperties('AWS::KMS::Key', {
        KeyPolicy: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Allow',
              Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
              Principal: { Service: 'cloudwatch.amazonaws.com' },
              Condition: fromOurAlarms,
            }),
          ]),
        },
      });
      for (const a of Object.values(resourcesOf(t, 'AWS::CloudWatch::Alarm'))) expect(a.Properties.AlarmName).toMatch(/^evidencia-skod-dev-/);
    }
  });

  it('subscribes every -c alarmEmail address to both topics', () => {
    for (const t of [monitoring, waf]) {
      const endpoints = Object.values(resourcesOf(t, 'AWS::SNS::Subscription')).map((s) => [s.Properties.Protocol, s.Properties.Endpoint]);
      expect(endpoints.sort()).toEqual([
        ['email', 'duty@example.sk'],
        ['email', 'ops@example.sk'],
      ]);
    }
  });

  it('alarms when at least 5% of the HTTP API answers are 5xx (with at least 10 requests in 5 minutes)', () => {
    const a = alarm(monitoring, 'api-5xx-rate');
    expect(a.expression).toBe(`IF(requests >= ${ALARM_THRESHOLDS.apiMinRequests}, 100 * FILL(errors, 0) / requests, 0)`);
    expect(a.props.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
    const requests = a.stats.find((s) => s.id === 'requests');
    const errors = a.stats.find((s) => s.id === 'errors');
    expect(requests).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Count', stat: 'SampleCount' });
    expect(errors).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', stat: 'Sum' });
    // the one HTTP API of the Api stack
    for (const s of [requests, errors]) {
      expect(JSON.stringify(a.dims(s as never).ApiId)).toContain('"StackName":"EvidenciaSkod-dev-Api"');
    }
  });

  it('alarms when the public wizard submit answers 5xx, on the handlers’ ServerErrors metric of that route (embedded metrics, no extra grant)', () => {
    const a = alarm(monitoring, 'wizard-submit-5xx').props;
    expect(a).toMatchObject({ Namespace: METRICS_NAMESPACE, MetricName: METRIC.serverErrors, Statistic: 'Sum', Period: 300, Threshold: ALARM_THRESHOLDS.wizardSubmit5xx });
    expect(Object.fromEntries(a.Dimensions.map((d: { Name: string; Value: string }) => [d.Name, d.Value]))).toEqual({ service: 'evidencia-skod', route: 'POST /api/web-oznamenie/webove-oznamenie/odoslat' });
    expect(routeList.map(routeKey)).toContain(WIZARD_SUBMIT_ROUTE);
    // the metrics are log lines the functions already write: no route may call PutMetricData
    for (const group of app.api.routeGroups) {
      for (const policy of Object.values(resourcesOf(templates.get(group) as Template, 'AWS::IAM::Policy'))) {
        expect(JSON.stringify(policy.Properties.PolicyDocument), stackLabel(group)).not.toContain('cloudwatch:');
      }
    }
  });

  it('alarms on Lambda errors and throttles of all functions (aggregate metrics, no alarm resources in the route stacks)', () => {
    const errors = alarm(monitoring, 'lambda-errors').props;
    expect(errors).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Statistic: 'Sum', Period: 300, Threshold: ALARM_THRESHOLDS.lambdaErrors });
    expect(errors.Dimensions).toBeUndefined();
    const throttles = alarm(monitoring, 'lambda-throttles').props;
    expect(throttles).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Statistic: 'Sum', Threshold: ALARM_THRESHOLDS.lambdaThrottles });
    expect(throttles.Dimensions).toBeUndefined();
    for (const group of app.api.routeGroups) {
      expect(Object.keys(resourcesOf(templates.get(group) as Template, 'AWS::CloudWatch::Alarm')), stackLabel(group)).toEqual([]);
    }
  });

  it('alarms on DynamoDB read and write throttle events of the table and of every index', () => {
    const a = alarm(monitoring, 'dynamodb-throttles');
    expect(a.props.Threshold).toBe(ALARM_THRESHOLDS.tableThrottleEvents);
    const seen = a.stats.map((s) => `${s.MetricName} ${a.dims(s).GlobalSecondaryIndexName ?? 'table'} ${a.dims(s).TableName} ${s.stat}`).sort();
    const expected = ['table', ...TABLE_INDEXES.map((i) => i.name)].flatMap((on) =>
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map((m) => `${m} ${on} evidencia-skod-dev Sum`),
    );
    expect(seen).toEqual(expected.sort());
    // a series that is only published when non-zero must not hide the others
    expect(a.expression).toBe(a.stats.map((s) => `FILL(${s.id}, 0)`).join(' + '));
  });

  it('alarms on DynamoDB system errors of every operation the repositories issue', () => {
    const a = alarm(monitoring, 'dynamodb-system-errors');
    expect(a.props.Threshold).toBe(ALARM_THRESHOLDS.tableSystemErrors);
    expect(a.stats.every((s) => s.MetricName === 'SystemErrors' && a.dims(s).TableName === 'evidencia-skod-dev')).toBe(true);
    expect(a.stats.map((s) => a.dims(s).Operation).sort()).toEqual([...MONITORED_TABLE_OPERATIONS].sort());
    expect(a.expression).toBe(a.stats.map((s) => `FILL(${s.id}, 0)`).join(' + '));

    // Every DynamoDB command functions/ sends is among the monitored operations.
    const operationOf: Record<string, string> = { Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', BatchGet: 'BatchGetItem', BatchWrite: 'BatchWriteItem', TransactWrite: 'TransactWriteItems', TransactGet: 'TransactGetItems' };
    const used = new Set<string>();
    const command = /\bnew (Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactWrite|TransactGet|GetItem|PutItem|UpdateItem|DeleteItem|BatchGetItem|BatchWriteItem|TransactWriteItems|TransactGetItems|ExecuteStatement|BatchExecuteStatement|ExecuteTransaction)Command\(/g;
    for (const file of readdirSync(FUNCTIONS_DIR, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const m of readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8').matchAll(command)) used.add(operationOf[m[1]] ?? m[1]);
    }
    expect(used.size).toBeGreaterThan(3);
    for (const op of used) expect(MONITORED_TABLE_OPERATIONS as readonly string[], `${op} is not monitored`).toContain(op);
  });

  it('alarms in us-east-1, next to the web ACL, on the share of blocked requests and on the rate rules answering 429', () => {
    expect(app.waf.region).toBe('us-east-1');
    const blocked = alarm(waf, 'waf-blocked-rate');
    expect(blocked.props.Threshold).toBe(ALARM_THRESHOLDS.wafBlockedPercent);
    expect(blocked.expression).toBe(`IF(total >= ${ALARM_THRESHOLDS.wafMinRequests}, 100 * FILL(blocked, 0) / total, 0)`);
    expect(blocked.stats.map((s) => [s.MetricName, blocked.dims(s)]).sort()).toEqual([
      ['AllowedRequests', { WebACL: 'evidencia-skod-dev', Rule: 'ALL' }],
      ['BlockedRequests', { WebACL: 'evidencia-skod-dev', Rule: 'ALL' }],
    ]);
    const limited = alarm(waf, 'waf-rate-limited');
    expect(limited.props.Threshold).toBe(ALARM_THRESHOLDS.wafRateLimited);
    expect(limited.stats.map((s) => limited.dims(s).Rule).sort()).toEqual([...WAF_RATE_RULES].sort());
    // the metric names are those the web ACL publishes
    const acl = Object.values(resourcesOf(waf, 'AWS::WAFv2::WebACL'))[0].Properties;
    expect(acl.VisibilityConfig.MetricName).toBe('evidencia-skod-dev');
    const rateRules = acl.Rules.filter((r: { Statement: Record<string, unknown> }) => r.Statement.RateBasedStatement);
    expect(rateRules.map((r: { VisibilityConfig: { MetricName: string } }) => r.VisibilityConfig.MetricName).sort()).toEqual([...WAF_RATE_RULES].sort());
  });

  it('keeps every alarm within CloudWatch limits (at most 10 metrics per metric-math alarm)', () => {
    for (const t of [monitoring, waf]) {
      for (const a of Object.values(resourcesOf(t, 'AWS::CloudWatch::Alarm'))) {
        const metrics = (a.Properties.Metrics ?? []) as Array<{ MetricStat?: unknown }>;
        expect(metrics.filter((m) => m.MetricStat).length, a.Properties.AlarmName).toBeLessThanOrEqual(10);
      }
    }
  });

  it('sets a retention on the log group of every Lambda function of every stack, nested or not', () => {
    let functions = 0;
    for (const [stack, t] of templates) {
      const groups = resourcesOf(t, 'AWS::Logs::LogGroup');
      for (const [fnId, fn] of Object.entries(resourcesOf(t, 'AWS::Lambda::Function'))) {
        functions++;
        const ref = fn.Properties.LoggingConfig?.LogGroup?.Ref;
        // a log group given to the function, or the one CDK creates as /aws/lambda/<function name>
        const group =
          groups[ref] ??
          Object.values(groups).find((g) => JSON.stringify(g.Properties.LogGroupName ?? '').includes(`"/aws/lambda/",{"Ref":"${fnId}"}`));
        expect(group, `${stackLabel(stack)} ${fnId}`).toBeDefined();
        expect(group?.Properties.RetentionInDays, `${stackLabel(stack)} ${fnId}`).toBeGreaterThan(0);
      }
    }
    expect(functions).toBeGreaterThan(routeList.length);
  });

  it('names each route log group /evidencia-skod/<stage>/functions/<route>, kept one month; API access logs three months', () => {
    const names = new Map<string, number>();
    for (const group of app.api.routeGroups) {
      for (const g of Object.values(resourcesOf(templates.get(group) as Template, 'AWS::Logs::LogGroup'))) {
        names.set(g.Properties.LogGroupName, g.Properties.RetentionInDays);
      }
    }
    for (const route of routeList) expect(names.get(`/evidencia-skod/dev/functions/${route.name}`), route.name).toBe(30);
    (templates.get(app.api) as Template).hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: '/evidencia-skod/dev/api-access', RetentionInDays: 90 });
  });

  it('saves the runbook queries and builds the dashboard', () => {
    const queries = Object.values(resourcesOf(monitoring, 'AWS::Logs::QueryDefinition')).map((q) => q.Properties);
    expect(queries.map((q) => q.Name).sort()).toEqual(Object.keys(RUNBOOK_QUERIES).map((n) => `evidencia-skod/dev/${n}`).sort());
    expect(queries.find((q) => q.Name.endsWith('/api-5xx'))?.LogGroupNames).toEqual(['/evidencia-skod/dev/api-access']);
    expect(queries.find((q) => q.Name.endsWith('/request-by-id'))?.QueryString).toContain("requestId = 'REQUEST_ID' or apiRequestId = 'REQUEST_ID'");
    // Powertools' Logger writes the level in capitals (functions/lib/log.ts)
    expect(queries.find((q) => q.Name.endsWith('/errors-by-route'))?.QueryString).toContain("level = 'ERROR'");
    expect(queries.find((q) => q.Name.endsWith('/aws-errors'))?.QueryString).toMatch(/awsRequestId.*awsExtendedRequestId/);
    monitoring.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'evidencia-skod-dev' });
    const dashboard = JSON.stringify(Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Dashboard'))[0].Properties.DashboardBody);
    for (const name of Object.values(METRIC)) expect(dashboard).toContain(name);
  });
});

describe('monitoring and rate limits from the CDK context', () => {
  it('raises the WAF rate rules and the handlers’ limits, switches to a restored table; no subscription without -c alarmEmail', () => {
    const app = buildTestApp(
      {
        wafPublicApiLimit: '900',
        wafGlobalLimit: '6000',
        RATE_LIMIT_NEW_DRAFTS_PER_MIN: '60',
        RATE_LIMIT_SEARCHES_PER_MIN: '300',
        tableName: 'evidencia-skod-dev-restored-1',
      },
      { entryFor: () => FIXTURE_HANDLER },
    );
    const templates = synthTemplates(app.app);
    const waf = templates.get(app.waf) as Template;
    const rules = Object.values(resourcesOf(waf, 'AWS::WAFv2::WebACL'))[0].Properties.Rules as Array<{ Name: string; Statement: { RateBasedStatement?: { Limit: number } } }>;
    expect(rules.find((r) => r.Name === 'PublicApiRateLimit')?.Statement.RateBasedStatement?.Limit).toBe(900);
    expect(rules.find((r) => r.Name === 'GlobalRateLimit')?.Statement.RateBasedStatement?.Limit).toBe(6000);
    for (const group of app.api.routeGroups) {
      for (const fn of Object.values(resourcesOf(templates.get(group) as Template, 'AWS::Lambda::Function'))) {
        expect(fn.Properties.Environment.Variables).toMatchObject({ RATE_LIMIT_NEW_DRAFTS_PER_MIN: '60', RATE_LIMIT_SEARCHES_PER_MIN: '300' });
        expect(fn.Properties.Environment.Variables.RATE_LIMIT_UPLOADS_PER_MIN).toBeUndefined();
        expect(fn.Properties.Environment.Variables.TABLE_NAME).toBe('evidencia-skod-dev-restored-1');
      }
      for (const policy of Object.values(resourcesOf(templates.get(group) as Template, 'AWS::IAM::Policy'))) {
        const text = JSON.stringify(policy.Properties.PolicyDocument);
        expect(text).toContain(':table/evidencia-skod-dev-restored-1');
        expect(text).not.toMatch(/:table\/evidencia-skod-dev"/);
      }
    }
    // the Data stack keeps (and retains) its own table; the alarms watch the one in use
    (templates.get(app.data) as Template).hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'evidencia-skod-dev' });
    const throttles = alarm(templates.get(app.monitoring) as Template, 'dynamodb-throttles');
    expect(throttles.stats.every((s) => throttles.dims(s).TableName === 'evidencia-skod-dev-restored-1')).toBe(true);
    for (const stack of [app.monitoring, app.waf]) {
      expect(Object.keys(resourcesOf(templates.get(stack) as Template, 'AWS::SNS::Subscription')), stack.stackName).toEqual([]);
    }
  }, SYNTH_TIMEOUT);

  it('uses the documented defaults and refuses malformed values', () => {
    const config = (context: Record<string, string>) => readConfig(new App({ context }));
    expect(config({})).toMatchObject({ wafLimits: WAF_LIMITS, rateLimits: {}, alarmEmails: [] });
    expect(() => config({ alarmEmail: 'ops(at)example.sk' })).toThrow(/alarmEmail/);
    expect(() => config({ wafPublicApiLimit: '5' })).toThrow(/wafPublicApiLimit/);
    expect(() => config({ wafGlobalLimit: '2000.5' })).toThrow(/wafGlobalLimit/);
    expect(() => config({ RATE_LIMIT_UPLOADS_PER_MIN: 'many' })).toThrow(/RATE_LIMIT_UPLOADS_PER_MIN/);
    expect(() => config({ tableName: 'a b' })).toThrow(/tableName/);
  });

  it('knows every rate-limit variable the handlers read', () => {
    expect([...RATE_LIMIT_ENV].sort()).toEqual(Object.values(RATE_LIMITS).map((l) => l.env).sort());
  });
});
