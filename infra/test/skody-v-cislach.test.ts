/**
 * The public page 'Škody v číslach' in AWS: a nightly EventBridge rule starts the job, whose role may
 * only read the table and put the page's files into the public data bucket; CloudFront serves those
 * files from its cache under /otvorene-data/ (no cookies, query strings or headers in the cache key),
 * so a visit on a warm edge reaches neither the API nor the table.
 */
import type { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, SKODY_V_CISLACH_SCHEDULE } from '../lib/api-stack';
import { OTVORENE_DATA_PATH_PATTERN, type WebStack } from '../lib/web-stack';
import { productApp, SYNTH_TIMEOUT } from './test-app';

describe("the public page's job and edge cache", () => {
  let api: ApiStack;
  let web: WebStack;
  let templates: Map<Stack, Template>;
  beforeAll(() => {
    ({ api, web, templates } = productApp());
  }, SYNTH_TIMEOUT);

  const job = () => {
    const t = templates.get(api) as Template;
    const found = Object.entries(t.findResources('AWS::Lambda::Function')).filter(([, f]) => /^Public page job/.test(f.Properties.Description));
    expect(found).toHaveLength(1);
    const [[id, fn]] = found;
    const policy = Object.values(t.findResources('AWS::IAM::Policy')).find((p) => p.Properties.Roles[0].Ref === fn.Properties.Role['Fn::GetAtt'][0]);
    return { t, id, fn, statements: policy?.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[] };
  };

  it('runs the job every night through an EventBridge rule', () => {
    const { t, id } = job();

    t.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: SKODY_V_CISLACH_SCHEDULE,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] } })],
    });
    t.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', Action: 'lambda:InvokeFunction', FunctionName: { 'Fn::GetAtt': [id, 'Arn'] } });
    expect(SKODY_V_CISLACH_SCHEDULE).toMatch(/^cron\(\d+ \d+ \* \* \? \*\)$/);
  });

  it("lets the job read the table and put objects under otvorene-data/ of the public data bucket – nothing else", () => {
    const { fn, statements } = job();
    const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    const text = JSON.stringify(statements);

    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 's3:PutObject']));
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:PutObject']);
    expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite|Scan)/.test(a))).toEqual([]);
    expect(text).not.toMatch(/uploads/);
    const put = statements.find((s) => s.Action === 's3:PutObject');
    expect(JSON.stringify(put?.Resource)).toMatch(/public-data-.*\/otvorene-data\/\*/);
    expect(fn.Properties.Environment.Variables.PUBLIC_DATA_BUCKET).toBeDefined();
  });

  it('serves /otvorene-data/* from the public data bucket through a cache policy without cookies, query strings or headers', () => {
    const t = templates.get(web) as Template;
    const dist = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const behavior = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === OTVORENE_DATA_PATH_PATTERN);
    const origin = dist.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
    const [policyId, policy] = Object.entries(t.findResources('AWS::CloudFront::CachePolicy')).find(([id]) => id.startsWith('PublicDataCache')) ?? [];
    const bucketId = Object.keys(t.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('PublicData'));

    expect(behavior).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], CachePolicyId: { Ref: policyId }, Compress: true, ViewerProtocolPolicy: 'redirect-to-https' });
    expect(behavior.FunctionAssociations).toBeUndefined();
    expect(origin.DomainName['Fn::GetAtt'][0]).toBe(bucketId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(policy?.Properties.CachePolicyConfig).toMatchObject({
      DefaultTTL: 3600,
      MaxTTL: 86400,
      MinTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
    // only CloudFront reads the bucket
    t.hasResourceProperties('AWS::S3::Bucket', { PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true } });
    const bucketPolicy = Object.values(t.findResources('AWS::S3::BucketPolicy')).find((p) => p.Properties.Bucket.Ref === bucketId);
    expect(JSON.stringify(bucketPolicy)).toContain('cloudfront.amazonaws.com');
  });
});
