import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@shared/api/routes';
import { STATUS_LOOKUP_PATH, WAF_LIMITS } from '../lib/waf-stack';
import { buildTestApp, SYNTH_TIMEOUT } from './test-app';

describe('WAF', () => {
  let waf: Template;
  let web: Template;
  let region: string;
  beforeAll(() => {
    const app = buildTestApp({ appOrigin: 'https://skody.example.sk', webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/evidencia-skod-dev/abc' });
    waf = Template.fromStack(app.waf);
    web = Template.fromStack(app.web);
    region = app.waf.region;
  }, SYNTH_TIMEOUT);

  it('is a CloudFront-scoped web ACL in us-east-1', () => {
    expect(region).toBe('us-east-1');
    waf.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('limits the anonymous public API per client address and answers 429 with the error body', () => {
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'PublicApiRateLimit',
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooMany' } } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: WAF_LIMITS.publicApi,
              AggregateKeyType: 'IP',
              ScopeDownStatement: { ByteMatchStatement: Match.objectLike({ SearchString: '/api/web-oznamenie/', PositionalConstraint: 'STARTS_WITH' }) },
            }),
          },
        }),
        Match.objectLike({ Name: 'GlobalRateLimit' }),
        Match.objectLike({ Name: 'AwsCommonRules' }),
        Match.objectLike({ Name: 'AwsKnownBadInputs' }),
      ]),
      CustomResponseBodies: { tooMany: { ContentType: 'APPLICATION_JSON', Content: Match.stringLikeRegexp('generalErrors') } },
    });
  });

  it('limits the status look-up path of every Stav hlásenia route harder, per client address', () => {
    const paths = routeList
      .map((r) => r.path)
      .filter((p) => p.includes('stav-hlasenia'));
    expect(paths.length).toBe(3);
    for (const p of paths) expect(p.startsWith(STATUS_LOOKUP_PATH)).toBe(true);
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'StatusLookupRateLimit',
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooMany' } } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: WAF_LIMITS.statusLookup,
              AggregateKeyType: 'IP',
              ScopeDownStatement: { ByteMatchStatement: Match.objectLike({ SearchString: '/api/web-oznamenie/stav-hlasenia', PositionalConstraint: 'STARTS_WITH' }) },
            }),
          },
        }),
      ]),
    });
  });

  it('is attached to the distribution when -c webAclArn is given', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/evidencia-skod-dev/abc' }),
    });
  });
});
