import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { VZORCE_API_PREFIX } from '@shared/api/vzorce';
import { API_PATH_PATTERNS, SPA_ROUTING_FUNCTION_CODE, VZORCE_PATH_PATTERN, vzorceRewriteFunctionCode } from '../lib/spa-routing';
import { SECURITY_HEADERS } from '@shared/security-headers';
import { CONTENT_SECURITY_POLICY, OTVORENE_DATA_PATH_PATTERN } from '../lib/web-stack';
import { buildTestApp, productApp, SYNTH_TIMEOUT } from './test-app';

// Managed policy ids (CachingDisabled, AllViewerExceptHostHeader).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('web stack', () => {
  let template: Template;
  beforeAll(() => {
    const { web, templates } = productApp();
    template = templates.get(web) as Template;
  }, SYNTH_TIMEOUT);

  it('sends CSP, HSTS, nosniff, DENY framing and a strict referrer policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self' blob:");
    expect(CONTENT_SECURITY_POLICY).toContain('https://*.tile.openstreetmap.org');
  });

  it('sends exactly the headers the local server sends (one definition: shared/security-headers.ts)', () => {
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    const sec = config.SecurityHeadersConfig;
    const hsts = sec.StrictTransportSecurity;
    // CloudFront's configuration rendered as the response headers it adds
    const sent: Record<string, string> = {
      'content-security-policy': sec.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': sec.FrameOptions.FrameOption,
      'referrer-policy': sec.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries((config.CustomHeadersConfig?.Items ?? []).map((h: { Header: string; Value: string }) => [h.Header, h.Value])),
    };
    expect(sent).toEqual(SECURITY_HEADERS);
    for (const h of [sec.ContentSecurityPolicy, hsts, sec.ContentTypeOptions, sec.FrameOptions, sec.ReferrerPolicy, ...(config.CustomHeadersConfig?.Items ?? [])]) {
      expect(h.Override).toBe(true);
    }
    // the same policy on the web app and on every API path
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const ids = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors].map((b: { ResponseHeadersPolicyId: unknown }) => JSON.stringify(b.ResponseHeadersPolicyId));
    expect(new Set(ids).size).toBe(1);
  });

  it('serves the web build from a private bucket through origin access control', () => {
    // the web build's bucket and the public data bucket (/otvorene-data/*, skody-v-cislach.test.ts)
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('sends /api/*, /auth*, /logout and /vzorce_* to the HTTP API uncached with cookies, query and headers except Host', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    // the public data files have their own cached behaviour (skody-v-cislach.test.ts)
    const behaviors = (distribution.Properties.DistributionConfig.CacheBehaviors as Record<string, unknown>[]).filter((b) => b.PathPattern !== OTVORENE_DATA_PATH_PATTERN);
    expect(behaviors.map((b) => b.PathPattern).sort()).toEqual([...API_PATH_PATTERNS, VZORCE_PATH_PATTERN].sort());
    // only the formula documents' behaviour rewrites the path (to the API route /api/vzorce/{subor})
    const rewriting = behaviors.filter((b) => b.FunctionAssociations);
    expect(rewriting.map((b) => b.PathPattern)).toEqual([VZORCE_PATH_PATTERN]);
    for (const behavior of behaviors) {
      expect(behavior).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
        AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'DELETE']),
        ResponseHeadersPolicyId: expect.anything(),
      });
    }
    // No custom error responses: they would rewrite the API's 403/404 to index.html.
    expect(distribution.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it('sends the origin-verify secret to the API origin (resolved at deploy time, never in the template)', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const origins = distribution.Properties.DistributionConfig.Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }[];
    const api = origins.filter((o) => o.CustomOriginConfig);
    expect(api).toHaveLength(1);
    expect(api[0].OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-verify', HeaderValue: '{{resolve:secretsmanager:evidencia-skod-dev/origin-verify:SecretString:::}}' },
    ]);
  });

  it('pins a new secret version with -c originVerifyVersionId (the changed template makes CloudFormation resolve it again)', () => {
    const { web } = buildTestApp({ appOrigin: 'https://skody.example.sk', originVerifyVersionId: 'a1b2c3' });
    const distribution = Object.values(Template.fromStack(web).findResources('AWS::CloudFront::Distribution'))[0];
    const headers = (distribution.Properties.DistributionConfig.Origins as { OriginCustomHeaders?: { HeaderValue: string }[] }[]).flatMap((o) => o.OriginCustomHeaders ?? []);
    expect(headers.map((h) => h.HeaderValue)).toEqual(['{{resolve:secretsmanager:evidencia-skod-dev/origin-verify:SecretString:::a1b2c3}}']);
  }, SYNTH_TIMEOUT);

  it('skips the web deployment with a warning when there is no web build', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('web stack with a web build', () => {
  it('deploys hashed assets and the pages with their own cache headers', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>test</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

    const { web } = buildTestApp({}, { webDistDir: dist });

    const template = Template.fromStack(web);
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/index.html', '/', '/sw.js', '/manifest.webmanifest'],
    });
  }, SYNTH_TIMEOUT);

  it('warns instead of failing when web/dist is missing', () => {
    const { web } = buildTestApp();
    Annotations.fromStack(web).hasWarning('*', Match.stringLikeRegexp('No web build'));
  }, SYNTH_TIMEOUT);
});

describe('formula documents rewrite function', () => {
  it('puts the API prefix in front of /vzorce_{slug}.pdf', () => {
    const handler = new Function(`${vzorceRewriteFunctionCode(VZORCE_API_PREFIX)}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/vzorce_ovce.pdf' } }).uri).toBe('/api/vzorce/vzorce_ovce.pdf');
  });
});

describe('SPA routing function', () => {
  const handler = new Function(`${SPA_ROUTING_FUNCTION_CODE}; return handler;`)() as (e: {
    request: { uri: string };
  }) => { uri: string };
  const route = (uri: string) => handler({ request: { uri } }).uri;

  it('sends client-side routes to /index.html', () => {
    expect(route('/')).toBe('/index.html');
    expect(route('/is/oznamenia')).toBe('/index.html');
    expect(route('/is/oznamenie/123/detail')).toBe('/index.html');
  });

  it('leaves files, the API and the sign-in paths alone', () => {
    expect(route('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(route('/favicon.ico')).toBe('/favicon.ico');
    expect(route('/api/is/organizacie')).toBe('/api/is/organizacie');
    expect(route('/auth')).toBe('/auth');
    expect(route('/auth/callback')).toBe('/auth/callback');
    expect(route('/logout')).toBe('/logout');
  });
});
