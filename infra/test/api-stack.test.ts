import { fileURLToPath } from 'node:url';
import type { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@shared/api/route';
import { routeList } from '@shared/api/routes';
import { type ApiStack, RETENCIA_SCHEDULE } from '../lib/api-stack';
import { modulesBesideBundle, routeBundling } from '../lib/bundling';
import { dataAccessOf, groupRoutes, type InfraRoute, MAX_ROUTES_PER_STACK } from '../lib/route-groups';
import { buildTestApp, productApp, resourceCount, stackLabel, SYNTH_TIMEOUT, synthTemplates } from './test-app';

const FIXTURE_HANDLER = fileURLToPath(new URL('./handler-fixture.ts', import.meta.url));

/** Functions and routes of every route-group nested stack, keyed by route key. */
function routeResources(api: ApiStack, templates: Map<Stack, Template>) {
  const functions = new Map<string, Record<string, unknown>>();
  const routes = new Map<string, Record<string, unknown>>();
  const policies = new Map<string, string>();
  for (const group of api.routeGroups) {
    const template = templates.get(group) as Template;
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      functions.set(fn.Properties.Description, fn.Properties);
    }
    for (const route of Object.values(template.findResources('AWS::ApiGatewayV2::Route'))) {
      routes.set(route.Properties.RouteKey, route.Properties);
    }
    for (const [id, policy] of Object.entries(template.findResources('AWS::IAM::Policy'))) {
      const fn = Object.values(template.findResources('AWS::Lambda::Function')).find(
        (f) => f.Properties.Role['Fn::GetAtt'][0] === policy.Properties.Roles[0].Ref,
      );
      if (fn) policies.set(fn.Properties.Description, JSON.stringify(template.toJSON().Resources[id]));
    }
  }
  return { functions, routes, policies };
}

describe('api stack with the product route table', () => {
  let api: ApiStack;
  let templates: Map<Stack, Template>;
  let resources: ReturnType<typeof routeResources>;
  beforeAll(() => {
    ({ api, templates } = productApp());
    resources = routeResources(api, templates);
  }, SYNTH_TIMEOUT);

  it('has a Lambda function and an API route with the same route key for every route', () => {
    for (const route of routeList) {
      expect(resources.functions.has(routeKey(route)), `function for ${routeKey(route)}`).toBe(true);
      expect(resources.routes.has(routeKey(route)), `API route ${routeKey(route)}`).toBe(true);
    }
    expect(resources.functions.size).toBe(routeList.length);
    expect(resources.routes.size).toBe(routeList.length);
  });

  it('runs every function on Node 22 with source maps and the product environment; arm64, 512 MB, 10 s unless the route table says otherwise', () => {
    for (const route of routeList) {
      const fn = resources.functions.get(routeKey(route)) as Record<string, unknown>;
      const needs = route.lambda ?? {};
      expect(fn, routeKey(route)).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [needs.nativeModules?.length ? 'x86_64' : 'arm64'],
        MemorySize: needs.memoryMb ?? 512,
        Timeout: needs.timeoutSeconds ?? 10,
        Handler: 'index.handler',
      });
      const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      const base = [
        'APP_ORIGIN',
        'MAIL_FROM',
        'NODE_ENV',
        'OIDC_CLIENT_ID',
        'OIDC_ISSUER',
        'OIDC_LOGOUT_URL',
        'ORIGIN_VERIFY',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'READ_LOG_SINK',
        'TABLE_NAME',
        'UPLOADS_BUCKET',
      ];
      // no NODE_OPTIONS: no --enable-source-maps at start; a logged stack is mapped then (functions/lib/stack-map.ts)
      expect(Object.keys(variables).sort(), routeKey(route)).toEqual((needs.readsDirectory ? [...base, 'COGNITO_USER_POOL_ID'] : base).sort());
      expect(variables).toMatchObject({
        NODE_ENV: 'production',
        // the read log of personal data leaves as log lines (functions/http/read-log.ts)
        READ_LOG_SINK: 'log',
        APP_ORIGIN: 'https://skody.example.sk',
        TABLE_NAME: 'evidencia-skod-dev',
        // Powertools Logger and Metrics: the service of every log line and metric, the metrics' namespace
        POWERTOOLS_SERVICE_NAME: 'evidencia-skod',
        POWERTOOLS_METRICS_NAMESPACE: 'EvidenciaSkod',
        // resolved by CloudFormation at deploy time: the value never appears in a template
        ORIGIN_VERIFY: '{{resolve:secretsmanager:evidencia-skod-dev/origin-verify:SecretString:::}}',
      });
    }
  });

  it('lets only the directory synchronisation list the Cognito user pool', () => {
    for (const route of routeList) {
      const policy = resources.policies.get(routeKey(route)) ?? '';
      expect(policy.includes('cognito-idp:ListUsers'), routeKey(route)).toBe(Boolean(route.lambda?.readsDirectory));
    }
    expect(routeList.filter((r) => r.lambda?.readsDirectory).map((r) => r.handler)).toEqual(['pouzivatelia/post-synchronizacia']);
  });

  it('gives the wizard submit room for photo processing and SES rights only for its sender domain', () => {
    const submit = routeList.find((r) => r.name === 'webOznamenieOdoslat');
    expect(submit?.lambda).toMatchObject({ nativeModules: ['sharp'], sendsMail: true });
    const policy = resources.policies.get(routeKey(submit as InfraRoute)) ?? '';
    expect(policy).toContain('ses:SendEmail');
    expect(policy).toContain('identity/sopsr.sk');
    const other = resources.policies.get('GET /api/web-oznamenie/organizacie') ?? '';
    expect(other).not.toContain('ses:');
  });

  it('lets no route list the uploads bucket (least privilege: a missing temporary upload answers 403, handled as missing in lib/uploads.ts)', () => {
    for (const route of routeList) {
      const policy = resources.policies.get(routeKey(route)) ?? '';
      expect(policy, routeKey(route)).toContain('s3:GetObject');
      expect(policy, routeKey(route)).not.toMatch(/s3:ListBucket|s3:List\*|s3:\*/);
    }
  });

  it('ships SES and Cognito beside the bundle of the routes that use them, not inside every bundle', () => {
    expect(modulesBesideBundle({ sendsMail: true })).toEqual(['@aws-sdk/client-sesv2']);
    expect(modulesBesideBundle({ readsDirectory: true })).toEqual(['@aws-sdk/client-cognito-identity-provider']);
    expect(modulesBesideBundle({ nativeModules: ['sharp'] })).toEqual(['sharp']);
    expect(routeBundling(modulesBesideBundle({ sendsMail: true })).externalModules).toContain('@aws-sdk/client-sesv2');
  });

  it('hands the read-log lines of every route showing personal data, and only those, to the read-log consumer', () => {
    const apiTemplate = templates.get(api) as Template;
    const consumers = Object.entries(apiTemplate.findResources('AWS::Lambda::Function')).filter(([, f]) => /^Read log/.test(f.Properties.Description));
    expect(consumers).toHaveLength(1);
    apiTemplate.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'logs.amazonaws.com', Action: 'lambda:InvokeFunction' });
    let filters = 0;
    for (const group of api.routeGroups) {
      const found = templates.get(group)?.findResources('AWS::Logs::SubscriptionFilter') ?? {};
      for (const f of Object.values(found)) expect(f.Properties.FilterPattern).toBe('{ $.type = "CITANIE" }');
      filters += Object.keys(found).length;
    }
    expect(filters).toBe(routeList.filter((r) => r.personalData).length);
    expect(filters).toBeGreaterThan(10);
  });

  it('runs the retention job nightly through an EventBridge rule, with a Scan of the table, writes to the table and the uploads and sharp', () => {
    const apiTemplate = templates.get(api) as Template;
    const jobs = Object.entries(apiTemplate.findResources('AWS::Lambda::Function')).filter(([, f]) => /^Retention job/.test(f.Properties.Description));
    expect(jobs).toHaveLength(1);
    const [[jobId, job]] = jobs;
    expect(job.Properties).toMatchObject({ Timeout: 900, MemorySize: 1536, Architectures: ['x86_64'] });
    apiTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: RETENCIA_SCHEDULE,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [jobId, 'Arn'] } })],
    });
    apiTemplate.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', Action: 'lambda:InvokeFunction', FunctionName: { 'Fn::GetAtt': [jobId, 'Arn'] } });
    const policy = JSON.stringify(Object.values(apiTemplate.findResources('AWS::IAM::Policy')).find((p) => p.Properties.Roles[0].Ref === job.Properties.Role['Fn::GetAtt'][0]));
    for (const action of ['dynamodb:Scan', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 's3:GetObject', 's3:PutObject']) expect(policy).toContain(action);
    expect(policy).not.toMatch(/s3:ListBucket|dynamodb:DeleteTable|cognito-idp|ses:/);
    // no route may scan the table
    for (const route of routeList) expect(resources.policies.get(routeKey(route)) ?? '', routeKey(route)).not.toContain('dynamodb:Scan');
  });

  it('passes retention periods from CDK context to the job and refuses a bad one at synth time', () => {
    const { app, api: other } = buildTestApp({ appOrigin: 'https://skody.example.sk', RETENCIA_ROZHODNUTA_ROKY: '15' });
    const t = synthTemplates(app).get(other) as Template;
    const [job] = Object.values(t.findResources('AWS::Lambda::Function')).filter((f) => /^Retention job/.test(f.Properties.Description));
    expect(job.Properties.Environment.Variables).toMatchObject({ RETENCIA_ROZHODNUTA_ROKY: '15' });
    expect(job.Properties.Environment.Variables.RETENCIA_OZNAMENIE_ROKY).toBeUndefined();
    expect(() => buildTestApp({ RETENCIA_OZNAMENIE_ROKY: '0' })).toThrow(/RETENCIA_OZNAMENIE_ROKY/);
  }, SYNTH_TIMEOUT);

  it('keeps function logs for one month', () => {
    for (const group of api.routeGroups) {
      templates.get(group)?.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    }
  });

  it('lets GET routes only read, except the sign-in handlers', () => {
    for (const route of routeList) {
      const policy = resources.policies.get(routeKey(route)) ?? '';
      const writes = policy.includes('dynamodb:PutItem') && policy.includes('s3:PutObject');
      expect(writes, routeKey(route)).toBe(dataAccessOf(route) === 'readWrite');
      expect(policy).toContain('dynamodb:Query');
    }
    expect(dataAccessOf({ method: 'GET', handler: 'auth/get-auth-callback' })).toBe('readWrite');
    expect(dataAccessOf({ method: 'GET', handler: 'organizacie/get-organizacie' })).toBe('read');
    expect(dataAccessOf({ method: 'GET', handler: 'exporty/get-export', audit: true })).toBe('readWrite');
    expect(dataAccessOf({ method: 'GET', handler: 'poskodeni/get-poskodeny', personalData: 'record' })).toBe('read');
    expect(dataAccessOf({ method: 'POST', handler: 'verejne/post-stranka-obsah' })).toBe('readWrite');
  });

  it('logs access on the $default stage of the one HTTP API', () => {
    const template = templates.get(api) as Template;
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('keeps every stack of the app under 500 resources', () => {
    for (const [stack, template] of templates) {
      expect(resourceCount(template), stackLabel(stack)).toBeLessThan(500);
    }
  });
});

describe('route groups', () => {
  const route = (i: number, area: string): InfraRoute => ({
    name: `${area.replace(/-/g, '')}R${i}`,
    method: i % 3 === 0 ? 'GET' : 'POST',
    path: `/api/is/${area}/r${i}`,
    handler: `${area}/r-${i}`,
  });

  it('groups routes by handler area and splits an area only above the limit', () => {
    const routes = [
      ...Array.from({ length: MAX_ROUTES_PER_STACK + 5 }, (_, i) => route(i, 'big')),
      ...Array.from({ length: 3 }, (_, i) => route(i, 'small')),
    ];
    const groups = groupRoutes(routes);
    expect(groups.map((g) => [g.id, g.routes.length])).toEqual([
      ['big', MAX_ROUTES_PER_STACK],
      ['big-2', 5],
      ['small', 3],
    ]);
  });

  it('keeps existing routes in their stack when a route is added to another area', () => {
    const before = groupRoutes([route(1, 'a'), route(2, 'b')]);
    const after = groupRoutes([route(1, 'a'), route(3, 'c'), route(2, 'b')]);
    expect(after.find((g) => g.id === 'b')?.routes).toEqual(before.find((g) => g.id === 'b')?.routes);
  });

  it('refuses duplicate route keys and handlers outside an area folder', () => {
    expect(() => groupRoutes([route(1, 'a'), { ...route(1, 'a'), name: 'other' }])).toThrow(/Duplicate route key/);
    expect(() => groupRoutes([{ ...route(1, 'a'), handler: 'top-level' }])).toThrow(/<area>\/<module>/);
  });
});

describe('api stack with a 200-route table', () => {
  it('keeps every stack, nested or not, under 500 resources', () => {
    const areas = ['oznamenia', 'udalosti', 'polozky', 'cenniky', 'ciselniky', 'pouzivatelia', 'statistiky', 'mapa', 'subory', 'konania'];
    const routes: InfraRoute[] = [];
    for (let i = 0; i < 200; i++) {
      // One area outgrows a single stack (70 routes), the rest share 130.
      const area = i < 70 ? 'skody' : areas[i % areas.length];
      routes.push({
        name: `synthetic${i}`,
        method: (['GET', 'POST', 'PUT', 'DELETE'] as const)[i % 4],
        path: `/api/is/${area}/route-${i}/{id}`,
        handler: `${area}/route-${i}`,
      });
    }
    const { app, api } = buildTestApp({}, { routes, entryFor: () => FIXTURE_HANDLER });

    const templates = synthTemplates(app);

    for (const [stack, template] of templates) {
      expect(resourceCount(template), stackLabel(stack)).toBeLessThan(500);
    }
    const routeCount = api.routeGroups.reduce(
      (n, g) => n + Object.keys(templates.get(g)?.findResources('AWS::ApiGatewayV2::Route') ?? {}).length,
      0,
    );
    expect(routeCount).toBe(200);
    expect(api.routeGroups.map((g) => g.node.id)).toContain('Routes-skody-2');
  });
});
